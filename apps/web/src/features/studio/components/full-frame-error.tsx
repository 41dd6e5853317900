import type { LucideIcon } from 'lucide-react';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A failure that leaves nothing to play: the whole frame says what happened. */
export function FullFrameError({
  icon: Icon,
  title,
  message,
  detail,
  onRetry,
}: {
  icon: LucideIcon;
  title: string;
  message: string;
  detail: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="studio-error"
      data-detail={detail}
      role="alert"
      className="grid h-full place-items-center bg-[radial-gradient(ellipse_at_top,rgb(124_92_255/0.12),transparent_60%)] p-6"
    >
      <div className="flex max-w-sm animate-pop-in flex-col items-center gap-4 text-center">
        <span className="grid size-16 place-items-center rounded-2xl border border-violet-400/25 bg-linear-to-b from-violet-500/20 to-violet-500/5 text-violet-400">
          <Icon className="size-7" strokeWidth={1.75} />
        </span>
        <h1 className="text-xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted">{message}</p>
        {onRetry && (
          <Button variant="primary" onClick={onRetry}>
            <RotateCw className="size-4" />
            {t('Studio.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
