import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface ErrorScreenProps {
  onRetry: () => void;
  /** `fullscreen` when the shell itself failed, `inline` inside the layout. */
  variant?: 'fullscreen' | 'inline';
}

/** "Something went wrong / temporary difficulties" with a retry. */
export function ErrorScreen({ onRetry, variant = 'inline' }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="error-screen"
      className={cn(
        'flex flex-col items-center justify-center gap-5 px-6 text-center',
        variant === 'fullscreen' ? 'min-h-dvh bg-bg' : 'py-20',
      )}
    >
      <span className="grid size-16 place-items-center rounded-2xl border border-danger/30 bg-danger/10 text-danger">
        <TriangleAlert className="size-7" />
      </span>
      <div className="flex max-w-md flex-col gap-2">
        <h1 className="text-xl font-bold tracking-tight">{t('Shared.something_went_wrong')}</h1>
        <p className="text-sm leading-relaxed text-muted">{t('Shared.temporary_difficulties')}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="primary" onClick={onRetry}>
          <RotateCw className="size-4" />
          {t('Shared.retry')}
        </Button>
        <Button variant="outline" asChild>
          <a href="/">{t('Shared.go_home')}</a>
        </Button>
      </div>
    </div>
  );
}
