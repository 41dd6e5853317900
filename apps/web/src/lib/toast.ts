import { createElement } from 'react';
import { toast } from 'sonner';
import { ToastDescription } from '@/components/ui/toast-description';
import { i18n } from '@/lib/i18n/i18n';

export type TToastType = 'default' | 'info' | 'warning' | 'error' | 'success';

export const TOAST_DURATION_MS = 10_000;
export const TOAST_VISIBLE_LIMIT = 5;

export interface TShowToastOptions {
  type?: TToastType;
  /** Defaults to the translated "Notification". */
  title?: string;
  message?: string;
  /** Shown as an extra line so support can find the failure (e.g. a server `detail`). */
  errorKey?: string;
  /** When the failure happened; shown under the error key. */
  errorTime?: Date;
  duration?: number;
}

const showByType = {
  default: toast,
  info: toast.info,
  warning: toast.warning,
  error: toast.error,
  success: toast.success,
} satisfies Record<TToastType, typeof toast.info>;

export function showToast({
  type = 'default',
  title = i18n.t('Notification.title'),
  message,
  errorKey,
  errorTime,
  duration = TOAST_DURATION_MS,
}: TShowToastOptions): string | number {
  const hasDescription = Boolean(message ?? errorKey ?? errorTime);
  const description = hasDescription
    ? createElement(ToastDescription, { message, errorKey, errorTime })
    : undefined;
  return showByType[type](title, { description, duration });
}
