import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/ui/copy-button';
import { showToast } from '@/lib/toast';

/** The spec's support copy toast is shorter than the default one. */
const EMAIL_COPIED_TOAST_MS = 2_000;

export function SupportEmailChannel({ email }: { email: string }) {
  const { t } = useTranslation();
  const onCopied = () =>
    showToast({
      type: 'success',
      message: t('Support.email_copied'),
      duration: EMAIL_COPIED_TOAST_MS,
    });

  return (
    <div className="flex items-center gap-3.5 rounded-xl border border-line bg-surface-2 p-3.5">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-linear-to-b from-violet-400 to-violet-500 text-white">
        <Mail className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-fg">{t('Support.email_title')}</span>
        <a href={`mailto:${email}`} className="truncate text-[13px] text-muted hover:text-fg">
          {email}
        </a>
      </span>
      <CopyButton text={email} label={t('Support.copy_email')} onCopied={onCopied} />
    </div>
  );
}
