import { useTranslation } from 'react-i18next';

interface ToastDescriptionProps {
  message?: string;
  errorKey?: string;
  errorTime?: Date;
}

export function ToastDescription({ message, errorKey, errorTime }: ToastDescriptionProps) {
  const { t, i18n } = useTranslation();
  const time = errorTime
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }).format(
        errorTime,
      )
    : undefined;
  return (
    <span className="flex flex-col gap-1">
      {message && <span>{message}</span>}
      {errorKey && (
        <span className="text-xs text-muted">{t('Notification.error_key', { key: errorKey })}</span>
      )}
      {time && <span className="text-xs text-muted">{t('Notification.error_time', { time })}</span>}
    </span>
  );
}
