import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** Something failed to load: what it was, and a retry. */
export function LoadErrorState({
  description,
  onRetry,
  testId,
  className = 'py-10',
  retryVariant = 'outline',
}: {
  description: string;
  onRetry: () => void;
  testId: string;
  className?: string;
  retryVariant?: 'outline' | 'primary';
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId={testId}
      icon={TriangleAlert}
      title={t('Shared.something_went_wrong')}
      description={description}
      className={className}
      action={
        <Button variant={retryVariant} onClick={onRetry}>
          <RotateCw className="size-4" />
          {t('Shared.retry')}
        </Button>
      }
    />
  );
}
