import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GamesEmptyState } from '@/features/games/components/games-empty-state';
import { RoutePage } from './route-page';

export function PromoCategoryGamesRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.promo_category')} icon={Sparkles}>
      <GamesEmptyState />
    </RoutePage>
  );
}
