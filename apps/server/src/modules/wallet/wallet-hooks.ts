import type { TUserBonus } from '@aurum/contracts/wallet';
import type { Tx } from '../../db/client';

/** A deposit just credited, as the modules that reward deposits (bonuses) see it. */
export interface TCreditedDeposit {
  userId: string;
  paymentTransactionId: string;
  /** Account-currency minor units credited to the main balance. */
  accountAmount: bigint;
  channel: 'fiat' | 'crypto';
  /** The player's completed deposits, this one included (1 for the first). */
  depositNumber: number;
  /** The crypto network it came over, with the share of it the network adds as a bonus. */
  network: { code: string; name: string; depositBonus: string } | null;
}

/** A grant's share of a stake (money spent from it) or of wagering progress (counted to it). */
export interface TGrantPart {
  grantId: string;
  amount: bigint;
}

/** The active grants a stake may spend, read once per stake. */
export interface TStakeGrants {
  grants: { grantId: string; balance: bigint }[];
  /**
   * Counts the placed stake toward the current (soonest-expiring) grant's wagering, converting
   * it when complete; null when no grant is active or the game counts nothing. A sportsbook bet
   * counts as the `sportsbook` category.
   */
  wager(stake: bigint, gameId: number | 'sportsbook'): Promise<TGrantPart | null>;
}

/** Where money owed back to a grant goes now: the grant while open, main once converted. */
export type TGrantDestination = 'grant' | 'main' | 'written_off';

/**
 * Bonus money in play, as the bonuses module lends it to stakes; every call runs inside the
 * stake's transaction, under the player's money lock.
 */
export interface TBonusMoney {
  /**
   * The grants a stake of `amount` may spend after main money, soonest-expiring first, with what
   * each holds; throws (an AppError) when the stake is above an active grant's max bet.
   */
  forStake(tx: Tx, userId: string, amount: bigint): Promise<TStakeGrants>;
  /** Takes back a rolled-back stake's progress, while its grant is still wagering. */
  unwager(tx: Tx, progress: TGrantPart): Promise<void>;
  destinations(tx: Tx, grantIds: string[]): Promise<Map<string, TGrantDestination>>;
}

/** A player's money moved by a stake, a win or a returned stake (account minor units). */
export interface TStakeMove {
  userId: string;
  amount: bigint;
}

/**
 * Responsible gaming around every stake, inside its transaction under the player's money lock:
 * `placing` may refuse the stake (an AppError) before any money moves; wins and returned stakes
 * are only recorded, never refused.
 */
export interface TStakeGuard {
  placing(tx: Tx, stake: TStakeMove): Promise<void>;
  winPaid(tx: Tx, win: TStakeMove): Promise<void>;
  stakeReturned(tx: Tx, returned: TStakeMove): Promise<void>;
}

/**
 * What happened to a stake, as modules that count bets (tournaments) see it. `roundRef` names
 * the unit a bet counts as (`round:{studio}:{roundId}`, `sportsbook:{betId}:v{version}`).
 */
export type TStakeEvent =
  /** A casino bet taken (one studio transaction of a round). */
  | {
      type: 'placed';
      userId: string;
      gameId: number;
      /** The bet's own key (`game:{studio}:{transactionId}`). */
      ref: string;
      amount: bigint;
      at: Date;
    }
  /** A casino bet given back (rolled back before its round closed). */
  | { type: 'returned'; userId: string; ref: string }
  /** A casino round closed, or a sportsbook bet settled won or lost: its stake and payout. */
  | {
      type: 'settled';
      userId: string;
      product: 'casino' | 'sportsbook';
      gameId: number | null;
      roundRef: string;
      staked: bigint;
      win: bigint;
      at: Date;
    }
  /** A settled sportsbook bet reopened (its settlement rolled back): what it counted goes. */
  | { type: 'reopened'; userId: string; roundRef: string };

/**
 * Where modules built after the wallet (bonuses) take part in its use cases without the wallet
 * depending on them: each hook runs inside the wallet's own transaction, so its writes commit
 * or fail with the money they belong to.
 */
export interface TWalletHooks {
  /** After a deposit is credited. */
  depositCredited: ((tx: Tx, deposit: TCreditedDeposit) => Promise<void>)[];
  /**
   * Before a withdrawal is reserved, under the player's withdrawal lock (the first lock of the
   * global order): bonus money that may not leave with it is settled here.
   */
  withdrawalOpening: ((tx: Tx, userId: string) => Promise<void>)[];
  /**
   * Told of every stake event inside the transaction that moves its money, under the player's
   * money lock: its writes commit or fail with the bet.
   */
  stakeEvents: ((tx: Tx, event: TStakeEvent) => Promise<void>)[];
  /** The player's bonuses as the balance lists them. */
  userBonuses: ((userId: string) => Promise<TUserBonus[]>)[];
  /** Grant money for stakes; none until the bonuses module lends it. */
  bonusMoney: TBonusMoney | undefined;
  /**
   * The deposit match ("1" is +100%) of the bonus the player's next deposit of a channel would
   * get (a visitor's: the first welcome step's); null when none. Shown on the deposit methods.
   */
  depositOffer:
    ((userId: string | null, channel: 'fiat' | 'crypto') => Promise<string | null>) | undefined;
  /** Limits and blocks checked at every stake (responsible gaming). */
  stakeGuards: TStakeGuard[];
}

export const createWalletHooks = (): TWalletHooks => ({
  depositCredited: [],
  withdrawalOpening: [],
  stakeEvents: [],
  userBonuses: [],
  bonusMoney: undefined,
  depositOffer: undefined,
  stakeGuards: [],
});
