import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Preloader } from '@/components/ui/preloader';
import { paths } from '@/config/paths';
import { RootRouteError, RouteError } from './errors/route-error';
import { AppLayout } from './layouts/app-layout';
import { HomeRoute } from './routes/home/home';
import { NotFoundRoute } from './routes/not-found';

/** A route whose page module is loaded on first visit. */
function lazyRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppLayout />,
    errorElement: <RootRouteError />,
    hydrateFallbackElement: <Preloader />,
    children: [
      {
        // Page errors render inside the shell, so navigation keeps working.
        errorElement: <RouteError />,
        children: [
          { path: paths.home.path, element: <HomeRoute /> },
          {
            // Sportsbook pages share the bet slip beside them.
            lazy: async () => ({
              Component: (await import('./routes/sportsbook-layout')).SportsbookLayout,
            }),
            children: [
              lazyRoute(paths.sportsbook.path, () =>
                import('./routes/sportsbook').then((m) => m.SportsbookRoute),
              ),
              lazyRoute(paths.sportsbookFavorites.path, () =>
                import('./routes/sportsbook-favorites').then((m) => m.SportsbookFavoritesRoute),
              ),
              lazyRoute(paths.sportsbookBets.path, () =>
                import('./routes/sportsbook-bets').then((m) => m.SportsbookBetsRoute),
              ),
              lazyRoute(paths.sport.path, () => import('./routes/sport').then((m) => m.SportRoute)),
              lazyRoute(paths.sportsbookEvent.path, () =>
                import('./routes/sportsbook-event').then((m) => m.SportsbookEventRoute),
              ),
            ],
          },
          lazyRoute(paths.favorites.path, () =>
            import('./routes/favorites').then((m) => m.FavoritesRoute),
          ),
          lazyRoute(paths.gamesFavorites.path, () =>
            import('./routes/games-favorites').then((m) => m.GamesFavoritesRoute),
          ),
          lazyRoute(paths.gamesLast.path, () =>
            import('./routes/games-last').then((m) => m.GamesLastRoute),
          ),
          lazyRoute(paths.game.path, () => import('./routes/game').then((m) => m.GameRoute)),
          lazyRoute(paths.gameSession.path, () =>
            import('./routes/game-session').then((m) => m.GameSessionRoute),
          ),
          lazyRoute(paths.categoryGames.path, () =>
            import('./routes/catalogue/category-games').then((m) => m.CategoryGamesRoute),
          ),
          lazyRoute(paths.providerGames.path, () =>
            import('./routes/catalogue/provider-games').then((m) => m.ProviderGamesRoute),
          ),
          lazyRoute(paths.promoCategoryGames.path, () =>
            import('./routes/catalogue/promo-category-games').then(
              (m) => m.PromoCategoryGamesRoute,
            ),
          ),
          lazyRoute(paths.tournaments.path, () =>
            import('./routes/tournaments').then((m) => m.TournamentsRoute),
          ),
          lazyRoute(paths.tournament.path, () =>
            import('./routes/tournament').then((m) => m.TournamentRoute),
          ),
          lazyRoute(paths.bonuses.path, () =>
            import('./routes/bonuses').then((m) => m.BonusesRoute),
          ),
          lazyRoute(paths.bonusGames.path, () =>
            import('./routes/bonus-games').then((m) => m.BonusGamesRoute),
          ),
          lazyRoute(paths.profile.path, () =>
            import('./routes/profile/profile').then((m) => m.ProfileRoute),
          ),
          lazyRoute(paths.policies.path, () =>
            import('./routes/policy').then((m) => m.PolicyRoute),
          ),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

/** `basename`: the Telegram-bot build serves every route under its locale (`/ru`). */
export function createAppRouter(options: { basename?: string } = {}) {
  return createBrowserRouter(routes, options);
}

export type TAppRouter = ReturnType<typeof createAppRouter>;
