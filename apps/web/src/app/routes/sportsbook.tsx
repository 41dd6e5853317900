import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SportsEmptyState } from '@/features/sportsbook/components/sports-empty-state';
import { SportsPills } from './sports-pills';
import { RoutePage } from './route-page';

export function SportsbookRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.sportsbook')} icon={Trophy}>
      <SportsPills />
      <SportsEmptyState />
    </RoutePage>
  );
}
