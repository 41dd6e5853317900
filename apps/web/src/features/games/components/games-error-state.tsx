import { RotateCw, ServerCrash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A games list that could not be loaded: "something went wrong", with a retry (spec 8). */
export function GamesErrorState({
  onRetry,
  size = 'page',
}: {
  onRetry: () => void;
  size?: 'compact' | 'page';
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="games-error"
      size={size}
      icon={ServerCrash}
      title={t('Shared.something_went_wrong')}
      description={t('Shared.temporary_difficulties')}
      action={
        <Button variant="outline" size="sm" onClick={onRetry} data-testid="games-retry">
          <RotateCw className="size-4" />
          {t('Shared.retry')}
        </Button>
      }
    />
  );
}
