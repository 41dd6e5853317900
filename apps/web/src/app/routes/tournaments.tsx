import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TournamentsList } from '@/features/tournaments/components/tournaments-list';
import { RoutePage } from './route-page';

export function TournamentsRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.tournaments')} icon={Trophy}>
      <TournamentsList />
    </RoutePage>
  );
}
