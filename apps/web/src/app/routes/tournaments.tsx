import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { RoutePage } from './route-page';

export function TournamentsRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.tournaments')} icon={Trophy}>
      <EmptyState
        icon={Trophy}
        title={t('Tournaments.empty_title')}
        description={t('Tournaments.empty_description')}
      />
    </RoutePage>
  );
}
