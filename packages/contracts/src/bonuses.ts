import { z } from 'zod';
import { ZIdParams } from './admin';
import { GAMES_PAGE_SIZE, ZGameListItem } from './catalogue';
import { defineEndpoint, ZPageMeta } from './http';
import { ZDecimalAmount, ZMoney } from './money';

/** Error details of the bonus calls (translated as `Bonuses.errors.{detail}`). */
export const BonusErrorDetail = {
  offerNotFound: 'bonus_offer_not_found',
  grantNotFound: 'bonus_not_found',
  /** The grant already ended (converted, expired, forfeited): `status` says how. */
  notActive: 'bonus_not_active',
  /** A preferred personal bonus that is not the player's, or not waiting for a deposit. */
  notSelectable: 'bonus_not_selectable',
  /** A stake above an active bonus's max bet, refused before it is placed: `maxBet`, `bonus`. */
  maxBetExceeded: 'bonus_max_bet_exceeded',
  /** A personal offer needs either a deposit percentage or a fixed amount. */
  nothingOffered: 'bonus_offers_nothing',
  /** `freespinsGame` names no slot of the in-house studio. */
  freeSpinsGameInvalid: 'bonus_free_spins_game_invalid',
} as const;

export const BONUS_OFFER_KINDS = ['welcome', 'everyday', 'personal', 'promo'] as const;
export const ZBonusOfferKind = z.enum(BONUS_OFFER_KINDS);

export const GRANT_STATUSES = [
  'pending',
  'active',
  'completed',
  'expired',
  'forfeited',
  'cancelled',
] as const;
export const ZGrantStatus = z.enum(GRANT_STATUSES);
export type TGrantStatus = z.infer<typeof ZGrantStatus>;

/** Wager multipliers and contributions: whole numbers a player can read. */
const ZMultiplier = z.number().int().min(0).max(1000);
const ZPercent = z.number().int().min(0).max(100);

/**
 * A bonus's terms as the spec's "Bonus conditions": amounts as money, the deposit match as
 * `amountMultiplier` (a decimal string: "1" is +100%), contributions per game type in percent.
 */
export const ZBonusConditions = z.object({
  id: z.string(),
  type: ZBonusOfferKind,
  /** Welcome offers: the deposit number they reward (1 to 4); others 0. */
  minDepositNumber: z.number().int().min(0),
  minDeposit: ZMoney,
  maxDeposit: ZMoney.nullable(),
  amountMultiplier: z.string(),
  fixedAmount: ZMoney.nullable(),
  freespinsCount: z.number().int().min(0),
  freespinsAmount: ZMoney.nullable(),
  /** The in-house slot the free spins play (its slug); null: the studio's default slot. */
  freespinsGame: z.string().nullable(),
  wager: ZMultiplier,
  wagerFreespins: ZMultiplier,
  wagerMaxBet: ZMoney.nullable(),
  maxAmount: ZMoney.nullable(),
  maxAmountMultiplier: ZMultiplier.nullable(),
  freespinsMaxAmount: ZMoney.nullable(),
  freespinsMaxAmountMultiplier: ZMultiplier.nullable(),
  deadlineHours: z.number().int().min(1),
  gamesWagers: z.record(z.string(), ZPercent),
});
export type TBonusConditions = z.infer<typeof ZBonusConditions>;

/** An offer the player can see: a welcome step, the everyday bonus, a personal bonus waiting. */
export const ZBonusTemplate = z.object({
  id: z.string(),
  title: z.string(),
  isPersonal: z.boolean(),
  isClaimed: z.boolean(),
  isFirst: z.boolean(),
  /** The offer the player's next deposit would get. */
  isCurrent: z.boolean(),
  status: z.enum(['active', 'inactive']),
  conditions: ZBonusConditions,
});
export type TBonusTemplate = z.infer<typeof ZBonusTemplate>;

/** A grant: bonus money the player holds, with its wagering progress. */
export const ZUserBonus = z.object({
  id: z.uuid(),
  title: z.string(),
  status: ZGrantStatus,
  isPersonal: z.boolean(),
  amount: ZMoney,
  /** What the grant's account holds now (wins and stakes move it). */
  balance: ZMoney,
  wager: z.object({ current: ZMoney, total: ZMoney }),
  expiresAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  endReason: z.string().nullable(),
  convertedAmount: ZMoney.nullable(),
  conditions: ZBonusConditions,
  createdAt: z.iso.datetime(),
});
export type TUserBonus = z.infer<typeof ZUserBonus>;

export const FREE_SPIN_STATUSES = ['active', 'finished', 'expired', 'forfeited'] as const;

/**
 * Free spins a bonus gave: rounds of one in-house slot at a fixed stake that the house pays;
 * their winnings become a bonus (wagered `wagerFreespins` times) when the last spin settles.
 */
export const ZFreeSpins = z.object({
  id: z.uuid(),
  /** The bonus that carried them. */
  bonusId: z.uuid(),
  title: z.string(),
  gameId: z.number().int(),
  gameTitle: z.string(),
  total: z.number().int().min(1),
  remaining: z.number().int().min(0),
  /** One spin's stake. */
  stake: ZMoney,
  winnings: ZMoney,
  status: z.enum(FREE_SPIN_STATUSES),
  expiresAt: z.iso.datetime(),
  /** Finished with winnings: the bonus they became and its amount (after the cap). */
  winningsBonusId: z.uuid().nullable(),
  granted: ZMoney.nullable(),
  createdAt: z.iso.datetime(),
});
export type TFreeSpins = z.infer<typeof ZFreeSpins>;

export const ZBonusList = z.object({
  /** Completed deposits: 4 or more switch the drawer to the everyday bonus. */
  depositCount: z.number().int().min(0),
  /** When the everyday bonus can be had again (the end of the UTC day of the last one). */
  everydayUnlocksAt: z.iso.datetime().nullable(),
  templates: z.array(ZBonusTemplate),
  /** Pending and active grants first, then ended ones, newest first. */
  bonuses: z.array(ZUserBonus),
  /** Free spins: active ones first (soonest-expiring), then ended ones, newest first. */
  freeSpins: z.array(ZFreeSpins),
});
export type TBonusList = z.infer<typeof ZBonusList>;

export const ZBonusListQuery = z.object({
  is_pagination: z.enum(['true', 'false']).optional(),
});

/** An offer's or grant's id; anything else is answered `bonus_not_found`. */
export const ZBonusIdParams = z.object({ id: z.string().trim().min(1).max(64) });

export const ZBonusGamesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(GAMES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TBonusGamesQuery = z.infer<typeof ZBonusGamesQuery>;

/** A game that counts toward a bonus's wagering, and the percent of each stake that counts. */
export const ZBonusGame = ZGameListItem.extend({ contribution: ZPercent });
export type TBonusGame = z.infer<typeof ZBonusGame>;

export const ZBonusGames = z.object({
  bonus: z.object({ id: z.string(), title: z.string(), conditions: ZBonusConditions }),
  /** Highest contribution first, then the most popular. Games counting 0% are left out. */
  items: z.array(ZBonusGame),
  meta: ZPageMeta,
});
export type TBonusGames = z.infer<typeof ZBonusGames>;

export const DEPOSIT_CHANNELS = ['fiat', 'crypto'] as const;
export const ZDepositChannel = z.enum(DEPOSIT_CHANNELS);
export type TDepositChannel = z.infer<typeof ZDepositChannel>;

export const ZDepositBonusQuery = z.object({
  channel: ZDepositChannel,
  /** The deposit's currency (a fiat code, or a crypto currency such as USDT). */
  currency: z.string().regex(/^[A-Z0-9_]{2,16}$/),
  /** The amount about to be deposited, in `currency`; without it, the offer alone. */
  amount: ZDecimalAmount.optional(),
});
export type TDepositBonusQuery = z.infer<typeof ZDepositBonusQuery>;

/** What the player's next deposit of a channel would earn, as the deposit itself would decide. */
export const ZDepositBonusQuote = z.object({
  /** The offer (or chosen personal bonus) the deposit would get within its bounds; null: none. */
  bonus: ZBonusTemplate.nullable(),
  /** The deposit in the account currency, when an amount was given. */
  depositAmount: ZMoney.nullable(),
  /** Whether the amount lies within the bonus's deposit bounds (true without an amount). */
  matches: z.boolean(),
  /** The bonus money the deposit would start with; null without an amount or outside bounds. */
  bonusAmount: ZMoney.nullable(),
  /** Whether this channel's deposits earn the welcome bonus (the player's switch). */
  welcomeEnabled: z.boolean(),
});
export type TDepositBonusQuote = z.infer<typeof ZDepositBonusQuote>;

const ZPreferred = z.object({ id: z.uuid(), isEnabled: z.boolean() });

export const ZBonusSettings = z.object({
  isWelcomeEnabledFiat: z.boolean(),
  isWelcomeEnabledCrypto: z.boolean(),
  preferredFiat: z.uuid().nullable(),
  preferredCrypto: z.uuid().nullable(),
});
export type TBonusSettings = z.infer<typeof ZBonusSettings>;

export const ZLoyaltyBody = z
  .object({
    isWelcomeEnabledFiat: z.boolean(),
    isWelcomeEnabledCrypto: z.boolean(),
    preferredFiat: ZPreferred,
    preferredCrypto: ZPreferred,
  })
  .partial()
  .strict();
export type TLoyaltyBody = z.infer<typeof ZLoyaltyBody>;

const tags = ['bonuses'] as const;

export const bonusEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v2/bonuses',
    query: ZBonusListQuery,
    response: ZBonusList,
    summary: "The player's bonus offers and grants",
    tags,
  }),
  games: defineEndpoint({
    method: 'GET',
    path: '/api/v2/bonuses/:id/games',
    params: ZBonusIdParams,
    query: ZBonusGamesQuery,
    response: ZBonusGames,
    summary: "The games that count toward an offer's or grant's wagering, with their contribution",
    tags,
  }),
  depositQuote: defineEndpoint({
    method: 'GET',
    path: '/api/v2/bonuses/deposit-quote',
    query: ZDepositBonusQuery,
    response: ZDepositBonusQuote,
    summary: 'The bonus a deposit of this channel and amount would earn',
    tags,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/v2/users/loyalty',
    response: ZBonusSettings,
    summary: "The player's bonus choices",
    tags,
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: '/api/v2/users/loyalty',
    body: ZLoyaltyBody,
    response: ZBonusSettings,
    summary: 'Welcome bonus on fiat or crypto deposits, and the preferred personal bonus',
    tags,
  }),
};

/** An offer's terms as an operator writes them: amounts in USD, decimal strings. */
export const ZBonusTermsInput = z
  .object({
    minDeposit: ZDecimalAmount.default('0'),
    maxDeposit: ZDecimalAmount.nullable().default(null),
    /** Deposit match as a decimal: "1" is +100%, "0.5" is +50%; at most +1000%. */
    amountMultiplier: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,4})?$/, { message: 'Validation.invalid_amount' })
      .default('0'),
    fixedAmount: ZDecimalAmount.nullable().default(null),
    freespinsCount: z.number().int().min(0).max(1000).default(0),
    freespinsAmount: ZDecimalAmount.nullable().default(null),
    /** The slug of an in-house slot; null (default) plays the studio's default slot. */
    freespinsGame: z.string().trim().min(1).max(120).nullable().default(null),
    wager: ZMultiplier.default(35),
    wagerFreespins: ZMultiplier.default(35),
    wagerMaxBet: ZDecimalAmount.nullable().default(null),
    maxAmount: ZDecimalAmount.nullable().default(null),
    maxAmountMultiplier: ZMultiplier.nullable().default(null),
    freespinsMaxAmount: ZDecimalAmount.nullable().default(null),
    freespinsMaxAmountMultiplier: ZMultiplier.nullable().default(null),
    deadlineHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(72),
    gamesWagers: z.record(z.string().trim().min(1).max(40), ZPercent).default({}),
  })
  .strict();
export type TBonusTermsInput = z.infer<typeof ZBonusTermsInput>;

export const ZBonusOfferBody = z
  .object({
    kind: ZBonusOfferKind,
    step: z.number().int().min(1).max(4).nullable().default(null),
    title: z.string().trim().min(1).max(120),
    enabled: z.boolean().default(true),
    terms: ZBonusTermsInput,
  })
  .strict();
export type TBonusOfferBody = z.infer<typeof ZBonusOfferBody>;

export const ZAdminBonusOffer = z.object({
  id: z.uuid(),
  kind: ZBonusOfferKind,
  step: z.number().int().nullable(),
  title: z.string(),
  enabled: z.boolean(),
  conditions: ZBonusConditions,
  updatedAt: z.iso.datetime(),
});
export type TAdminBonusOffer = z.infer<typeof ZAdminBonusOffer>;

export const ZAssignBonusBody = z.object({ offerId: z.uuid() }).strict();
export const ZForfeitBonusBody = z.object({ reason: z.string().trim().min(3).max(500) }).strict();
export const ZUserIdParams = z.object({ userId: z.uuid() });

const adminTags = ['admin'] as const;

export const adminBonusEndpoints = {
  offers: defineEndpoint({
    method: 'GET',
    path: '/api/admin/bonus-offers',
    response: z.object({ items: z.array(ZAdminBonusOffer) }),
    summary: 'Every bonus offer (admin)',
    tags: adminTags,
  }),
  createOffer: defineEndpoint({
    method: 'POST',
    path: '/api/admin/bonus-offers',
    body: ZBonusOfferBody,
    response: ZAdminBonusOffer,
    summary:
      'Create an offer: a welcome step, the everyday bonus, a personal or promo bonus (admin)',
    tags: adminTags,
  }),
  updateOffer: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/bonus-offers/:id',
    params: ZIdParams,
    body: ZBonusOfferBody,
    response: ZAdminBonusOffer,
    summary: 'Change an offer; grants already made keep their terms (admin)',
    tags: adminTags,
  }),
  userBonuses: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:userId/bonuses',
    params: ZUserIdParams,
    response: z.object({ items: z.array(ZUserBonus) }),
    summary: "A player's grants (admin, support)",
    tags: adminTags,
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:userId/bonuses',
    params: ZUserIdParams,
    body: ZAssignBonusBody,
    response: ZUserBonus,
    summary: 'Give a player a personal bonus (admin)',
    tags: adminTags,
  }),
  forfeit: defineEndpoint({
    method: 'POST',
    path: '/api/admin/bonuses/:id/forfeit',
    params: ZIdParams,
    body: ZForfeitBonusBody,
    response: ZUserBonus,
    summary: 'End a grant with a reason: its bonus money is written off (admin)',
    tags: adminTags,
  }),
};

export const sandboxBonusEndpoints = {
  expire: defineEndpoint({
    method: 'POST',
    path: '/api/sandbox/bonuses/expire',
    response: z.object({ done: z.number().int(), failed: z.number().int() }),
    summary: 'Sandbox: run the bonus expiry sweep now',
    tags: ['sandbox'],
  }),
};
