import { z } from 'zod';
import { ZGameId, ZGamePage, ZIdParam } from './catalogue';
import { defineEndpoint, ZPageMeta } from './http';
import { ZMoney } from './money';

/** Error details of launching a game (translated as `Games.errors.{detail}`). */
export const GameErrorDetail = {
  /** Blacklisted for the player's country or currency; `reason` says which. */
  blocked: 'game_blocked',
  /** The game has no demo mode. */
  demoUnavailable: 'demo_unavailable',
  /** Real money needs a signed-in player. */
  signInRequired: 'unauthorized',
  /** Switched off, or its studio is not reachable here. */
  unavailable: 'game_unavailable',
} as const;

export const ZLaunchBody = z.object({ demo: z.boolean() });

export const ZLaunch = z.object({
  /** The studio's game client, to be shown in a frame. */
  url: z.string(),
  demo: z.boolean(),
});
export type TLaunch = z.infer<typeof ZLaunch>;

export const ZLastGamesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** What every win of the last-bets ticker says: the player's name masked, stake and payout. */
const lastBetBase = {
  id: z.string(),
  player: z.string(),
  currency: z.string(),
  bet: ZMoney,
  payout: ZMoney,
  /** Payout / bet, as a decimal string with two places, e.g. "2.50". */
  multiplier: z.string(),
  createdAt: z.iso.datetime(),
};

/** A settled winning casino round (entries published before `kind` existed are game wins). */
export const ZLastGameBet = z.object({
  kind: z.literal('game').default('game'),
  ...lastBetBase,
  game: z.object({ id: z.number().int(), title: z.string(), imageUrl: z.string() }),
});
export type TLastGameBet = z.infer<typeof ZLastGameBet>;

/**
 * A sportsbook bet settled as won: its sport and event (the first leg's for a combo or system
 * bet), linking to `/sportsbook/{sport.slug}/{event.id}`.
 */
export const ZLastSportBet = z.object({
  kind: z.literal('sport'),
  ...lastBetBase,
  sport: z.object({
    /** `{key}-{id}`, as in `/sportsbook/{slug}`. */
    slug: z.string(),
    /** Translation key part: `Sportsbook.sports.{key}`. */
    key: z.string(),
    /** English name, for a sport the UI has no translation of. */
    name: z.string(),
  }),
  event: z.object({ id: z.string(), name: z.string() }),
  /** The bet's legs: more than one for a combo or system bet. */
  legs: z.number().int().min(1),
});
export type TLastSportBet = z.infer<typeof ZLastSportBet>;

/** One entry of `broadcast:last_bet`: a casino round or a sport bet that won. */
export const ZLastBet = z.discriminatedUnion('kind', [ZLastGameBet, ZLastSportBet]);
export type TLastBet = z.infer<typeof ZLastBet>;

/** `interface_actions#{globalId}`: the platform asks the player's app to do something. */
export const ZInterfaceAction = z.object({
  type: z.literal('open_game'),
  gameId: z.number().int(),
});
export type TInterfaceAction = z.infer<typeof ZInterfaceAction>;

export const CLIENT_SEED_MAX = 64;
export const ZClientSeed = z
  .string()
  .trim()
  .min(1, { message: 'Validation.required' })
  .max(CLIENT_SEED_MAX, { message: 'Validation.too_long' })
  .regex(/^[\x21-\x7e]+$/, { message: 'Fairness.client_seed_invalid' });

export const ZRevealedSeed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Rounds played under the pair: their nonces are 0 .. nonce-1. */
  nonce: z.number().int(),
  revealedAt: z.iso.datetime(),
});
export type TRevealedSeed = z.infer<typeof ZRevealedSeed>;

export const ZFairness = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next round will use. */
  nonce: z.number().int(),
  /** The latest revealed pairs, newest first. */
  previous: z.array(ZRevealedSeed),
});
export type TFairness = z.infer<typeof ZFairness>;

/** A round the player can recompute: everything the game's maths needs, and what it decided. */
export const ZFairRound = z.object({
  id: z.string(),
  /** The studio's game code `{type}/{variant}/{theme}` (see @aurum/games). */
  code: z.string(),
  gameTitle: z.string(),
  demo: z.boolean(),
  currency: z.string(),
  /** The opening stake: what the game's maths takes to recompute the round. */
  bet: ZMoney,
  /** Everything staked in the round (a blackjack double or split adds to the opening stake). */
  staked: ZMoney.optional(),
  payout: ZMoney,
  multiplier: z.string(),
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  /** Null until the pair is rotated. */
  serverSeed: z.string().nullable(),
  params: z.record(z.string(), z.unknown()),
  /** Actions of a multi-step round in order (mines: tiles opened, then a cash-out). */
  actions: z.array(z.record(z.string(), z.unknown())),
  outcome: z.record(z.string(), z.unknown()).nullable(),
  status: z.enum(['open', 'closed']),
  createdAt: z.iso.datetime(),
});
export type TFairRound = z.infer<typeof ZFairRound>;

export const ZFairRoundsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const ZInterfaceActionBody = z.object({ gameId: ZGameId });

const tags = ['games'];

export const gameEndpoints = {
  launch: defineEndpoint({
    method: 'POST',
    path: '/api/v2/games/:id/session',
    params: ZIdParam,
    body: ZLaunchBody,
    response: ZLaunch,
    summary: 'Open a game session; answers the URL of the game client',
    tags,
  }),
  last: defineEndpoint({
    method: 'GET',
    path: '/api/v2/games/last',
    query: ZLastGamesQuery,
    response: ZGamePage,
    summary: "The player's recently played games, latest first",
    tags,
  }),
  fairness: defineEndpoint({
    method: 'GET',
    path: '/api/v2/fairness',
    response: ZFairness,
    summary: 'The committed server seed hash, the client seed and the next nonce',
    tags,
  }),
  setClientSeed: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/fairness',
    body: z.object({ clientSeed: ZClientSeed }),
    response: ZFairness,
    summary: 'Change the client seed (the nonce carries on)',
    tags,
  }),
  rotate: defineEndpoint({
    method: 'POST',
    path: '/api/v2/fairness/rotate',
    response: ZFairness,
    summary: 'Reveal the server seed and commit a new one (nonce back to 0)',
    tags,
  }),
  fairRounds: defineEndpoint({
    method: 'GET',
    path: '/api/v2/fairness/rounds',
    query: ZFairRoundsQuery,
    response: z.object({ items: z.array(ZFairRound), meta: ZPageMeta }),
    summary: "The player's rounds in the in-house games, with what it takes to recompute them",
    tags,
  }),
};
