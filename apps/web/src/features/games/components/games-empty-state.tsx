import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

/** A games list with no result: "not found", "try other filters" (spec 8). */
export function GamesEmptyState({
  size = 'page',
  action,
}: {
  size?: 'compact' | 'page';
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="games-empty"
      size={size}
      icon={SearchX}
      title={t('Shared.not_found')}
      description={t('Shared.try_another_filters')}
      action={action}
    />
  );
}
