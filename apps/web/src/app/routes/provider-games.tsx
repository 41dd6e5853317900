import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GamesEmptyState } from '@/features/games/components/games-empty-state';
import { RoutePage } from './route-page';

export function ProviderGamesRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.provider')} icon={Building2}>
      <GamesEmptyState />
    </RoutePage>
  );
}
