import { z } from 'zod';
import { defineEndpoint, ZPageMeta } from './http';
import { ZLocaleCode } from './languages';

export const GAME_SORTS = ['rate', 'title', 'popularity', 'recently'] as const;
export const LABEL_TYPES = ['exclusive', 'early_access'] as const;
export const GAMES_PAGE_SIZE = 30;

export const ZGameListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  provider: z.object({ id: z.string(), name: z.string() }),
  labelType: z.enum(LABEL_TYPES).nullable(),
  blacklists: z.object({ countries: z.array(z.string()), currencies: z.array(z.string()) }),
  /** Why this player cannot launch the game here, if they cannot: shown, never hidden. */
  blocked: z.enum(['country', 'currency']).nullable(),
  isFavorite: z.boolean(),
  hasDemo: z.boolean(),
});
export type TGameListItem = z.infer<typeof ZGameListItem>;

export const ZGame = ZGameListItem.extend({
  categories: z.array(z.string()),
  rtp: z.string().nullable(),
});
export type TGame = z.infer<typeof ZGame>;

export const ZGamesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(GAMES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  search: z.string().trim().max(64).optional(),
  sort: z.enum(GAME_SORTS).default('popularity'),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  provider: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  /** Only these games (at most 100 ids, comma-separated), e.g. a page of favourites. */
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/)
    .transform((value) => value.split(',').map(Number))
    .optional(),
  promo_category: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
});
export type TGamesQuery = z.infer<typeof ZGamesQuery>;

export const ZGamePage = z.object({ items: z.array(ZGameListItem), meta: ZPageMeta });
export type TGamePage = z.infer<typeof ZGamePage>;

export const ZLanguageQuery = z.object({ language: ZLocaleCode.optional() });

export const ZCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  title: z.string(),
  /** The key used in `/categories/{value}/games` and the games filter. */
  value: z.string(),
  icon: z.string(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZProvider = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string(),
  gamesCount: z.number().int(),
});
export type TProvider = z.infer<typeof ZProvider>;

export const ZPromoCategory = z.object({ id: z.string(), title: z.string(), icon: z.string() });
export type TPromoCategory = z.infer<typeof ZPromoCategory>;

/** The sidebar's games menu: categories, some providers and an "all providers" entry. */
export const ZMenuItem = z.object({
  type: z.enum(['category', 'provider', 'all_providers']),
  title: z.string(),
  value: z.string(),
  icon: z.string(),
});
export type TMenuItem = z.infer<typeof ZMenuItem>;

/** The largest id an `integer` column holds: a larger one can name no game, so it is refused. */
export const MAX_SERIAL_ID = 2_147_483_647;
/** A game id as a body carries it. */
export const ZGameId = z.number().int().positive().max(MAX_SERIAL_ID);

export const ZGameIdParams = z.object({
  gameId: z.coerce.number().int().positive().max(MAX_SERIAL_ID),
});
export const ZIdParam = z.object({ id: z.coerce.number().int().positive().max(MAX_SERIAL_ID) });

export const ZFavorites = z.object({ items: z.array(z.number().int()), meta: ZPageMeta });

export const ZBanner = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  text: z.string(),
  imageBg: z.string(),
  imageFg: z.string().nullable(),
  video: z.string().nullable(),
  url: z.string().nullable(),
  linkTarget: z.enum(['_self', '_blank']),
  /** The tournament it advertises (its page is `url` unless the banner names another). */
  tournamentId: z.string().nullable(),
  endsAt: z.iso.datetime().nullable(),
});
export type TBanner = z.infer<typeof ZBanner>;

const tags = ['catalogue'];

export const catalogueEndpoints = {
  games: defineEndpoint({
    method: 'GET',
    path: '/api/v2/games',
    query: ZGamesQuery,
    response: ZGamePage,
    summary: 'Games: filter, search (case- and accent-insensitive), sort, page',
    tags,
  }),
  game: defineEndpoint({
    method: 'GET',
    path: '/api/v2/games/:id',
    params: ZIdParam,
    response: ZGame,
    summary: 'One game',
    tags,
  }),
  menu: defineEndpoint({
    method: 'GET',
    path: '/api/v2/games-menu',
    query: ZLanguageQuery,
    response: z.object({ items: z.array(ZMenuItem) }),
    summary: 'The sidebar games menu',
    tags,
  }),
  categories: defineEndpoint({
    method: 'GET',
    path: '/api/v2/categories',
    query: ZLanguageQuery,
    response: z.object({ items: z.array(ZCategory) }),
    summary: 'Game categories with their parents and positions',
    tags,
  }),
  providers: defineEndpoint({
    method: 'GET',
    path: '/api/v2/providers',
    response: z.object({ items: z.array(ZProvider) }),
    summary: 'Game providers',
    tags,
  }),
  promoCategories: defineEndpoint({
    method: 'GET',
    path: '/api/v2/promo-categories',
    query: ZLanguageQuery,
    response: z.object({ items: z.array(ZPromoCategory) }),
    summary: 'Promotional game collections',
    tags,
  }),
  favorites: defineEndpoint({
    method: 'GET',
    path: '/api/v2/favorites',
    response: ZFavorites,
    summary: "The player's favourite games (ids)",
    tags,
  }),
  addFavorite: defineEndpoint({
    method: 'PUT',
    path: '/api/v2/favorites/:gameId',
    params: ZGameIdParams,
    response: ZFavorites,
    summary: 'Add a favourite (idempotent)',
    tags,
  }),
  removeFavorite: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/favorites/:gameId',
    params: ZGameIdParams,
    response: ZFavorites,
    summary: 'Remove a favourite (idempotent)',
    tags,
  }),
  banners: defineEndpoint({
    method: 'GET',
    path: '/api/v1/banners',
    query: ZLanguageQuery,
    response: z.object({ items: z.array(ZBanner) }),
    summary: 'Banners targeted at this visitor or player',
    tags,
  }),
};
