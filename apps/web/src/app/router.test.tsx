import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** The route table of the product spec (section 2). */
const SPEC_ROUTES = [
  '/',
  '/sportsbook',
  '/sportsbook/:sportSlug',
  '/favorites',
  '/games/favorites',
  '/sportsbook/favorites',
  '/games/:id',
  '/games/last',
  '/games/:id/session',
  '/categories/:key/games',
  '/providers/:id/games',
  '/promo-categories/:id/games',
  '/tournaments',
  '/tournaments/:id',
  '/bonuses',
  '/bonuses/:id/games',
  '/profile',
  '/policies/:host',
];

function declaredPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...declaredPaths(route.children ?? []),
  ]);
}

/** The pattern of the deepest route that a URL lands on. */
function patternFor(url: string): string | undefined {
  return matchRoutes(routes, url)?.at(-1)?.route.path;
}

describe('routes', () => {
  it('declares every route of the spec, plus a catch-all', () => {
    expect(declaredPaths(routes)).toEqual(expect.arrayContaining([...SPEC_ROUTES, '*']));
  });

  it.each([
    ['/', '/'],
    ['/sportsbook/soccer-1', '/sportsbook/:sportSlug'],
    ['/sportsbook/favorites', '/sportsbook/favorites'],
    ['/sportsbook/bets', '/sportsbook/bets'],
    ['/sportsbook/soccer-1/sr-match-1', '/sportsbook/:sportSlug/:eventId'],
    ['/games/favorites', '/games/favorites'],
    ['/games/last', '/games/last'],
    ['/games/42', '/games/:id'],
    ['/games/42/session', '/games/:id/session'],
    ['/categories/slots/games', '/categories/:key/games'],
    ['/promo-categories/3/games', '/promo-categories/:id/games'],
    ['/bonuses/9/games', '/bonuses/:id/games'],
    ['/policies/aurum.casino', '/policies/:host'],
    ['/no/such/page', '*'],
    ['/games', '*'],
  ])('sends %s to %s', (url, pattern) => {
    expect(patternFor(url)).toBe(pattern);
  });
});
