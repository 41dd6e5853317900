import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useLastGames } from '@/features/games/api/get-last-games';
import { GameList } from '@/features/games/components/game-list';
import { RoutePage } from './route-page';

function LastGames() {
  const { t } = useTranslation();
  const query = useLastGames();
  return (
    <GameList
      query={query}
      placeholders={12}
      empty={
        <EmptyState
          testId="last-games-empty"
          icon={History}
          title={t('Games.last_empty_title')}
          description={t('Games.last_empty_description')}
          action={
            <Button variant="primary" asChild>
              <Link to={paths.categoryGames.getHref('popular')}>{t('Home.hero_secondary')}</Link>
            </Button>
          }
        />
      }
    />
  );
}

/** The player's recently played games, latest first, loading more as the page scrolls. */
export function GamesLastRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.games_last')} icon={History}>
      <RequireAuth description={t('Auth.last_games_description')}>
        <LastGames />
      </RequireAuth>
    </RoutePage>
  );
}
