import { z } from 'zod';
import { defineEndpoint } from './http';
import { ZLocaleCode } from './languages';
import { ZDecimalAmount, ZMoney } from './money';

/**
 * Tournaments with live leaderboards: players score with their counted bets (casino rounds or
 * sportsbook bets) while a tournament runs; at its end the prize places are paid once. VIP-only
 * tournaments and the configured special tournament are hidden from non-VIP players.
 */

/** Error details of the tournament calls (translated as `Tournaments.errors.{detail}`). */
export const TournamentErrorDetail = {
  /** 404: no such tournament, or one the caller may not see (VIP-only, special). */
  notFound: 'tournament_not_found',
  /** 409 on a join: the tournament is over or cancelled; on an operator's edit of one that ended. */
  notOpen: 'tournament_not_open',
  /** 409 on a join of a tournament that needs none. */
  joinNotRequired: 'tournament_join_not_required',
  /** 409 on an operator's cancel of a tournament that is closing, finished or cancelled. */
  notCancellable: 'tournament_not_cancellable',
  /**
   * 400 on an operator's tournament that cannot run, with `field` (the path, e.g. `prizes.2.amount`)
   * and `reason` (one of `TournamentProblem`).
   */
  invalid: 'tournament_invalid',
} as const;

/** The `reason` of a refused operator tournament (`tournament_invalid`). */
export const TournamentProblem = {
  /** `endsAt` not after `startsAt`, or already past. */
  endsBeforeStart: 'ends_before_start',
  /** `names` lacks English, the fallback language. */
  englishNameRequired: 'english_name_required',
  /** Prize places not 1..n without gaps. */
  placesNotConsecutive: 'places_not_consecutive',
  /** A `bonus` or `free_spins` prize without its offer, or with one that does not exist. */
  bonusOfferRequired: 'bonus_offer_required',
  bonusOfferNotFound: 'bonus_offer_not_found',
  /** A `free_spins` prize without a spin count. */
  spinsRequired: 'spins_required',
  /** A game or provider filter on a sportsbook tournament. */
  filterNotAllowed: 'filter_not_allowed',
  /** More decimals than the account currency has. */
  amountPrecision: 'amount_precision',
  /** `startsAt` changed on a tournament already running. */
  alreadyStarted: 'already_started',
} as const;

/**
 * How bets score: `total_wagered` the stake (USD minor units), `sum_multipliers` the sum of
 * win / bet per counted round, `best_multiplier` the single best win / bet, `points_per_round`
 * `roundPoints` per counted round.
 */
export const TOURNAMENT_KINDS = [
  'total_wagered',
  'sum_multipliers',
  'best_multiplier',
  'points_per_round',
] as const;
export const ZTournamentKind = z.enum(TOURNAMENT_KINDS);
export type TTournamentKind = z.infer<typeof ZTournamentKind>;

export const TOURNAMENT_PRODUCTS = ['casino', 'sportsbook'] as const;
export const ZTournamentProduct = z.enum(TOURNAMENT_PRODUCTS);

/** scheduled -> running -> closing -> finished; scheduled | running -> cancelled. */
export const TOURNAMENT_STATUSES = [
  'scheduled',
  'running',
  'closing',
  'finished',
  'cancelled',
] as const;
export const ZTournamentStatus = z.enum(TOURNAMENT_STATUSES);
export type TTournamentStatus = z.infer<typeof ZTournamentStatus>;

/** What the list shows: `upcoming` not started, `running`, `finished` (closing counts as finished). */
export const ZTournamentPhase = z.enum(['upcoming', 'running', 'finished']);
export type TTournamentPhase = z.infer<typeof ZTournamentPhase>;

export const PRIZE_KINDS = ['cash', 'bonus', 'free_spins'] as const;
export const ZPrizeKind = z.enum(PRIZE_KINDS);

/** Texts per language; the UI shows its language's, else English's. */
export const ZLocalized = z.partialRecord(ZLocaleCode, z.string());
export type TLocalized = z.infer<typeof ZLocalized>;

/**
 * A prize place: `cash` pays `amount` to the main balance; `bonus` grants `amount` on the
 * offer's terms; `free_spins` grants `spins` spins of `amount` each on the offer's terms.
 */
export const ZTournamentPrize = z.object({
  place: z.number().int().positive(),
  kind: ZPrizeKind,
  amount: ZMoney,
  spins: z.number().int().nullable(),
});
export type TTournamentPrize = z.infer<typeof ZTournamentPrize>;

/**
 * A score as shown: `total_wagered` a USD decimal ("12.50"), multipliers with four decimals
 * ("3.2500"), points an integer ("7").
 */
export const ZScore = z.string().regex(/^-?\d+(\.\d+)?$/);

export const ZTournamentCard = z.object({
  id: z.uuid(),
  /** Names per language (`en` always present). */
  names: ZLocalized,
  kind: ZTournamentKind,
  product: ZTournamentProduct,
  phase: ZTournamentPhase,
  status: ZTournamentStatus,
  vipPlayersOnly: z.boolean(),
  joinRequired: z.boolean(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** The cash and bonus prizes' total at face value (free spins at spins x stake), USD. */
  prizePool: ZMoney,
  prizePlaces: z.number().int().min(0),
});
export type TTournamentCard = z.infer<typeof ZTournamentCard>;

export const ZTournamentList = z.object({ items: z.array(ZTournamentCard) });
export type TTournamentList = z.infer<typeof ZTournamentList>;

export const ZTournamentListQuery = z.object({
  status: ZTournamentPhase.optional(),
});

export const ZLeaderboardRow = z.object({
  place: z.number().int().positive(),
  /** The player's name masked as on the last-bets ticker ("al***er"). */
  player: z.string(),
  score: ZScore,
  /** This row is the caller. */
  isMe: z.boolean(),
  /** The prize this place wins (null: none). */
  prize: ZTournamentPrize.nullable(),
});
export type TLeaderboardRow = z.infer<typeof ZLeaderboardRow>;

/**
 * The caller's standing: place, score and the gap to the next prize place above (the score of
 * that place minus the caller's: ties go to whoever got there first, so passing needs more);
 * null when the caller holds first place or there is no prize place to reach.
 */
export const ZTournamentPosition = z.object({
  tournamentId: z.uuid(),
  place: z.number().int().positive().nullable(),
  score: ZScore,
  joined: z.boolean(),
  nextPrizePlace: z.number().int().positive().nullable(),
  gapToNextPrize: ZScore.nullable(),
});
export type TTournamentPosition = z.infer<typeof ZTournamentPosition>;

export const ZTournamentDetail = ZTournamentCard.extend({
  /** Rules per language (plain text). */
  descriptions: ZLocalized,
  minBet: ZMoney,
  /** Casino tournaments: only these games count (empty: all). */
  gameIds: z.array(z.number().int()),
  /** Casino tournaments: only these providers' games count (empty: all). */
  providerIds: z.array(z.string()),
  /** Counted bets per player per UTC day (null: no cap). */
  dailyCap: z.number().int().nullable(),
  roundPoints: z.number().int(),
  prizes: z.array(ZTournamentPrize),
  participants: z.number().int().min(0),
  leaderboard: z.array(ZLeaderboardRow),
  /** The caller's standing; null for visitors. */
  me: ZTournamentPosition.nullable(),
});
export type TTournamentDetail = z.infer<typeof ZTournamentDetail>;

/** What `tournaments#{globalId}` carries when the player's place changes. */
export const ZTournamentPositionEvent = ZTournamentPosition;
export type TTournamentPositionEvent = TTournamentPosition;

export const LEADERBOARD_SIZE = 20;

const ZId = z.object({ id: z.uuid() });
const tags = ['tournaments'] as const;

export const tournamentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/tournaments',
    query: ZTournamentListQuery,
    response: ZTournamentList,
    summary:
      'Tournaments (running first, then upcoming, then finished); VIP-only and the special one only for VIP players. ETag; short max-age',
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/tournaments/:id',
    params: ZId,
    response: ZTournamentDetail,
    summary: "A tournament's rules, prizes, top places and the caller's own standing",
    tags,
  }),
  join: defineEndpoint({
    method: 'POST',
    path: '/api/v1/tournaments/:id/join',
    params: ZId,
    response: ZTournamentPosition,
    summary: 'Join a tournament that needs joining (again: the same answer)',
    tags,
  }),
};

/** An operator's prize place. */
export const ZTournamentPrizeBody = z
  .object({
    place: z.number().int().min(1).max(1000),
    kind: ZPrizeKind,
    /** USD: cash paid, bonus granted, or each free spin's stake. */
    amount: ZDecimalAmount,
    /** `free_spins`: how many. */
    spins: z.number().int().min(1).max(10_000).nullable().default(null),
    /** `bonus` and `free_spins`: the offer whose terms (wager, deadline, game) the grant takes. */
    bonusOfferId: z.uuid().nullable().default(null),
  })
  .strict();

const ZNames = z
  .partialRecord(ZLocaleCode, z.string().trim().min(1).max(120))
  .refine((names) => Object.keys(names).length > 0);

export const ZTournamentBody = z
  .object({
    names: ZNames,
    descriptions: z.partialRecord(ZLocaleCode, z.string().trim().max(4000)).default({}),
    kind: ZTournamentKind,
    product: ZTournamentProduct,
    minBet: ZDecimalAmount.default('0'),
    gameIds: z.array(z.number().int().positive()).max(500).default([]),
    providerIds: z.array(z.string().min(1).max(64)).max(100).default([]),
    dailyCap: z.number().int().min(1).max(100_000).nullable().default(null),
    roundPoints: z.number().int().min(1).max(1_000_000).default(1),
    joinRequired: z.boolean().default(false),
    vipPlayersOnly: z.boolean().default(false),
    /** The special tournament: like VIP-only, hidden from non-VIP players. */
    special: z.boolean().default(false),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    prizes: z.array(ZTournamentPrizeBody).max(1000).default([]),
  })
  .strict();
export type TTournamentBody = z.infer<typeof ZTournamentBody>;

export const ZAdminTournament = ZTournamentDetail.omit({ leaderboard: true, me: true }).extend({
  prizes: z.array(ZTournamentPrize.extend({ bonusOfferId: z.uuid().nullable() })),
  special: z.boolean(),
});
export type TAdminTournament = z.infer<typeof ZAdminTournament>;

const adminTags = ['admin'] as const;

export const adminTournamentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/tournaments',
    response: z.object({ items: z.array(ZAdminTournament) }),
    summary: 'Every tournament, newest first (admin)',
    tags: adminTags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/tournaments',
    body: ZTournamentBody,
    response: ZAdminTournament,
    summary: 'Create a tournament (admin)',
    tags: adminTags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/tournaments/:id',
    params: ZId,
    body: ZTournamentBody,
    response: ZAdminTournament,
    summary:
      'Edit a tournament that has not ended (admin); its start only while it has not started',
    tags: adminTags,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/admin/tournaments/:id/cancel',
    params: ZId,
    response: ZAdminTournament,
    summary: 'Cancel a scheduled or running tournament: nothing is paid or refunded (admin)',
    tags: adminTags,
  }),
};

export const sandboxTournamentEndpoints = {
  close: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/tournaments/close',
    response: z.object({
      /** Tournaments paid out and finished by this run. */
      closed: z.array(z.uuid()),
      /** Places paid (or withheld from a blocked player) by this run. */
      places: z.number().int(),
    }),
    summary:
      'Sandbox: run the tournament closing job now (starts, closes and pays out what is due)',
    tags: ['sandbox'],
  }),
};
