import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { GameOverview } from '@/features/games/components/game-overview';
import { GameUnavailable } from '@/features/games/components/game-unavailable';
import { RoutePage } from './route-page';

/** Visitors are asked to sign in first (spec 6) and come back here afterwards. */
export function GameRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <RoutePage title={t('Routes.game')} icon={Gamepad2}>
      <RequireAuth description={t('Auth.game_description')}>
        {Number.isInteger(id) && id > 0 ? <GameOverview gameId={id} /> : <GameUnavailable />}
      </RequireAuth>
    </RoutePage>
  );
}
