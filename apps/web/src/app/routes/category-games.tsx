import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GamesEmptyState } from '@/features/games/components/games-empty-state';
import { findGameSection } from '@/features/games/config/game-sections';
import { GameSectionPills } from './game-section-pills';
import { RoutePage } from './route-page';

export function CategoryGamesRoute() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const section = findGameSection(key);
  return (
    <RoutePage
      title={section ? t(section.title) : t('Routes.category')}
      icon={section?.icon ?? LayoutGrid}
    >
      <GameSectionPills />
      <GamesEmptyState />
    </RoutePage>
  );
}
