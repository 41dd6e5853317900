import { buildPath } from '@aurum/contracts/http';

type TId = string | number;

/** Every route of the app: `path` is the router pattern, `getHref` builds a link to it. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  sportsbook: { path: '/sportsbook', getHref: () => '/sportsbook' },
  sport: {
    path: '/sportsbook/:sportSlug',
    getHref: (sportSlug: string) => buildPath('/sportsbook/:sportSlug', { sportSlug }),
  },
  sportsbookEvent: {
    path: '/sportsbook/:sportSlug/:eventId',
    getHref: (sportSlug: string, eventId: string) =>
      buildPath('/sportsbook/:sportSlug/:eventId', { sportSlug, eventId }),
  },
  sportsbookBets: { path: '/sportsbook/bets', getHref: () => '/sportsbook/bets' },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  gamesFavorites: { path: '/games/favorites', getHref: () => '/games/favorites' },
  sportsbookFavorites: { path: '/sportsbook/favorites', getHref: () => '/sportsbook/favorites' },
  game: { path: '/games/:id', getHref: (id: TId) => buildPath('/games/:id', { id }) },
  gamesLast: { path: '/games/last', getHref: () => '/games/last' },
  gameSession: {
    path: '/games/:id/session',
    getHref: (id: TId) => buildPath('/games/:id/session', { id }),
  },
  categoryGames: {
    path: '/categories/:key/games',
    getHref: (key: string) => buildPath('/categories/:key/games', { key }),
  },
  providerGames: {
    path: '/providers/:id/games',
    getHref: (id: TId) => buildPath('/providers/:id/games', { id }),
  },
  promoCategoryGames: {
    path: '/promo-categories/:id/games',
    getHref: (id: TId) => buildPath('/promo-categories/:id/games', { id }),
  },
  tournaments: { path: '/tournaments', getHref: () => '/tournaments' },
  tournament: {
    path: '/tournaments/:id',
    getHref: (id: TId) => buildPath('/tournaments/:id', { id }),
  },
  bonuses: { path: '/bonuses', getHref: () => '/bonuses' },
  bonusGames: {
    path: '/bonuses/:id/games',
    getHref: (id: TId) => buildPath('/bonuses/:id/games', { id }),
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  policies: {
    path: '/policies/:host',
    getHref: (host: string) => buildPath('/policies/:host', { host }),
  },
} as const;

/** The terms page of the site the player is on (linked from the footer, sign-up and bans). */
export function currentPoliciesHref(): string {
  return paths.policies.getHref(window.location.host);
}

export function isSportsbookPath(pathname: string): boolean {
  return pathname === paths.sportsbook.path || pathname.startsWith(`${paths.sportsbook.path}/`);
}
