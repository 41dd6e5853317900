import { useTranslation } from 'react-i18next';
import { PillNav } from '@/components/ui/pill-nav';
import { paths } from '@/config/paths';
import { GAME_SECTIONS } from '@/features/games/config/game-sections';

export function GameSectionPills() {
  const { t } = useTranslation();
  const items = GAME_SECTIONS.map((section) => ({
    to: paths.categoryGames.getHref(section.key),
    label: t(section.title),
    icon: section.icon,
  }));
  return <PillNav items={items} label={t('Sidebar.games')} />;
}
