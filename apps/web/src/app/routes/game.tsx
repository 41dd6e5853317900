import { Building2, Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { useSignInHere } from '@/features/auth/hooks/use-sign-in-here';
import { FairnessButton } from '@/features/fairness/components/fairness-button';
import { useGame } from '@/features/games/api/get-game';
import { GameDetails } from '@/features/games/components/game-page/game-details';
import { GamePageSkeleton } from '@/features/games/components/game-page/game-page-skeleton';
import { GamePlayer } from '@/features/games/components/game-page/game-player';
import { GameRow } from '@/features/games/components/game-row';
import { GameUnavailable } from '@/features/games/components/game-unavailable';
import { GamesErrorState } from '@/features/games/components/games-error-state';
import { isApiError } from '@/lib/api-error';
import { RoutePage } from './route-page';

/**
 * A game's page, open to visitors too: they play demo, and "real" asks them to sign in and
 * brings them back. Players play for real by default; the fairness panel sits on the toolbar.
 */
function GamePage({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const { status, isSignedIn } = useSession();
  const game = useGame(gameId);
  const signIn = useSignInHere();

  if (game.isError) {
    return (
      <RoutePage title={t('Routes.game')} icon={Gamepad2}>
        {isApiError(game.error) && game.error.status === 404 ? (
          <GameUnavailable />
        ) : (
          <GamesErrorState onRetry={() => void game.refetch()} />
        )}
      </RoutePage>
    );
  }
  // Who is looking decides the mode: nothing launches before that is known.
  if (game.isPending || status === 'loading') {
    return (
      <RoutePage title={game.data?.title ?? t('Routes.game')} icon={Gamepad2}>
        <GamePageSkeleton />
      </RoutePage>
    );
  }
  const { provider } = game.data;
  return (
    <RoutePage
      title={game.data.title}
      icon={Gamepad2}
      description={provider.name}
      parents={[{ label: provider.name, href: paths.providerGames.getHref(provider.id) }]}
    >
      <GamePlayer
        game={game.data}
        isSignedIn={isSignedIn}
        onSignIn={signIn}
        actions={<FairnessButton />}
      />
      <GameDetails game={game.data} />
      <GameRow
        id="provider"
        testId="game-more-from-provider"
        title={t('Games.more_from', { provider: provider.name })}
        icon={Building2}
        href={paths.providerGames.getHref(provider.id)}
        filters={{ provider: provider.id }}
        exclude={game.data.id}
      />
    </RoutePage>
  );
}

export function GameRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (Number.isInteger(id) && id > 0) return <GamePage key={id} gameId={id} />;
  return (
    <RoutePage title={t('Routes.game')} icon={Gamepad2}>
      <GameUnavailable />
    </RoutePage>
  );
}
