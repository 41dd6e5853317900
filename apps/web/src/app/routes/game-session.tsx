import { MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { GameUnavailable } from '@/features/games/components/game-unavailable';
import { RoutePage } from './route-page';

export function GameSessionRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <RoutePage
      title={t('Routes.game_session')}
      icon={MonitorPlay}
      parents={[{ label: t('Routes.game'), href: paths.game.getHref(id) }]}
    >
      <GameUnavailable />
    </RoutePage>
  );
}
