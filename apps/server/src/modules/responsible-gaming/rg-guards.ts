import { RgErrorDetail, type TRgBlock } from '@aurum/contracts/responsible-gaming';
import { ACCOUNT_CURRENCY, formatMinor } from '@aurum/contracts/money';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { convert } from '../../lib/exchange';
import { utcDay } from '../../lib/utc-day';
import type { CurrenciesService } from '../wallet/currencies.service';
import { createRgRepo, type TRgKind, type TRgSnapshot, type TRgSettingsRow } from './rg.repo';

/** A player's open deposit intents (orders, invoices), summed per currency (minor units). */
export type TOpenDeposits = (
  tx: Tx,
  userId: string,
) => Promise<{ currencyCode: string; amount: string }[]>;

/** A deposit a player asks to start, in its own currency; null when no amount is named yet. */
export type TDepositRequest = { currencyCode: string; amount: bigint } | null;

/** Refuses a deposit initiation (see `guardDeposit`); inside the transaction recording it. */
export type TDepositGuard = (tx: Tx, userId: string, request: TDepositRequest) => Promise<void>;

/** Refuses a game launch or bet placement (see `playGate`). */
export type TPlayGate = (userId: string, sessionStartedAt: Date) => Promise<void>;

export type TRgBlockSettings = Pick<
  TRgSettingsRow,
  'timeOutUntil' | 'excludedUntil' | 'excludedPermanently'
>;

/** The block in force at `now`, if any: a self-exclusion wins over a time-out. */
export function blockOf(settings: TRgBlockSettings | null | undefined, now: Date): TRgBlock | null {
  if (!settings) return null;
  if (settings.excludedPermanently) return { kind: 'self_exclusion', until: null };
  if (settings.excludedUntil && settings.excludedUntil > now)
    return { kind: 'self_exclusion', until: settings.excludedUntil.toISOString() };
  if (settings.timeOutUntil && settings.timeOutUntil > now)
    return { kind: 'time_out', until: settings.timeOutUntil.toISOString() };
  return null;
}

function refuseBlocked(settings: TRgBlockSettings | null | undefined, now: Date): void {
  const block = blockOf(settings, now);
  if (block)
    throw AppError.forbidden(RgErrorDetail.blocked, { kind: block.kind, until: block.until });
}

const LIMIT_DETAIL = {
  deposit: RgErrorDetail.depositLimit,
  wager: RgErrorDetail.wagerLimit,
  loss: RgErrorDetail.lossLimit,
} as const;

/**
 * Refuses `amount` more of `kind` when it would take the sum past a limit of any period; the
 * refusal names the period, the limit and what is left of it.
 */
function refuseOverLimit(
  snapshot: TRgSnapshot,
  kind: TRgKind,
  amount: bigint,
  precision: number,
  extra = 0n,
): void {
  for (const limit of snapshot.limits) {
    if (limit.kind !== kind) continue;
    const used = snapshot.sums[kind][limit.period] + extra;
    if (used + amount <= limit.amount) continue;
    const left = limit.amount - used;
    throw AppError.forbidden(LIMIT_DETAIL[kind], {
      period: limit.period,
      limit: formatMinor(limit.amount, precision),
      remaining: formatMinor(left > 0n ? left : 0n, precision),
      currency: ACCOUNT_CURRENCY,
    });
  }
}

/**
 * Where responsible gaming is enforced: every stake (under the player's money lock, before
 * money moves), every deposit initiation (under the player's settings row lock) and every game
 * launch or bet placement (blocks and the session's time limit). Wins, returned stakes and
 * credited deposits are only recorded, never refused.
 */
export function createRgGuards(deps: {
  db: Db;
  currencies: CurrenciesService;
  precision: number;
  clock: () => Date;
}) {
  const openDeposits: TOpenDeposits[] = [];

  const today = () => utcDay(deps.clock());

  /** Converts minor units of `currencyCode` to the account currency at the current rate. */
  async function toAccount(db: DbOrTx, currencyCode: string, amount: bigint): Promise<bigint> {
    if (currencyCode === deps.currencies.accountCurrency) return amount;
    const [from, to] = await Promise.all([
      deps.currencies.get(currencyCode, db),
      deps.currencies.get(deps.currencies.accountCurrency, db),
    ]);
    return convert(amount, from, to);
  }

  return {
    toAccount,

    /** Registers a module's open deposit intents, counted against deposit limits. */
    registerOpenDeposits: (sum: TOpenDeposits): void => {
      openDeposits.push(sum);
    },

    /**
     * A stake about to be placed: recorded and checked in one statement; refused (the
     * transaction, and with it the record, rolled back) when blocked or past a limit.
     */
    stakePlacing: async (tx: Tx, input: { userId: string; amount: bigint }): Promise<void> => {
      const add = { wagered: input.amount, netLoss: input.amount };
      const snapshot = await createRgRepo(tx).snapshot(input.userId, today(), add);
      refuseBlocked(snapshot.settings, deps.clock());
      refuseOverLimit(snapshot, 'wager', input.amount, deps.precision);
      refuseOverLimit(snapshot, 'loss', input.amount, deps.precision);
    },

    /** A win paid: the net loss goes down (below zero on a winning day). */
    winPaid: async (tx: Tx, input: { userId: string; amount: bigint }): Promise<void> => {
      await createRgRepo(tx).record(input.userId, today(), { netLoss: -input.amount });
    },

    /** A stake given back: it counts neither as wagered nor as lost. */
    stakeReturned: async (tx: Tx, input: { userId: string; amount: bigint }): Promise<void> => {
      await createRgRepo(tx).record(input.userId, today(), {
        wagered: -input.amount,
        netLoss: -input.amount,
      });
    },

    depositCredited: async (
      tx: Tx,
      input: { userId: string; accountAmount: bigint },
    ): Promise<void> => {
      await createRgRepo(tx).record(input.userId, today(), { deposited: input.accountAmount });
    },

    /**
     * A deposit about to be started, inside the transaction that records its intent (which the
     * caller inserts after this returns): under the player's settings row lock, refused when
     * blocked or when the credited deposits of a period, the open intents and this one together
     * pass a deposit limit; with no amount (an address handed out), when a limit is used up.
     * The open intents are read before the credited sums: a deposit credited between the two
     * reads is counted twice (refusing early), never missed.
     */
    guardDeposit: async (tx: Tx, userId: string, request: TDepositRequest): Promise<void> => {
      const repo = createRgRepo(tx);
      const settings = await repo.lockSettings(userId);
      refuseBlocked(settings, deps.clock());
      let open = 0n;
      for (const sums of openDeposits)
        for (const row of await sums(tx, userId))
          open += await toAccount(tx, row.currencyCode, BigInt(row.amount));
      const snapshot = await repo.snapshot(userId, today());
      if (!snapshot.limits.some((limit) => limit.kind === 'deposit')) return;
      const amount = request ? await toAccount(tx, request.currencyCode, request.amount) : 1n;
      refuseOverLimit(snapshot, 'deposit', amount, deps.precision, open);
    },

    /** A game launch or a bet placement: refused when blocked or past the session's time. */
    playGate: async (userId: string, sessionStartedAt: Date): Promise<void> => {
      const settings = await createRgRepo(deps.db).settings(userId);
      const now = deps.clock();
      refuseBlocked(settings, now);
      const minutes = settings?.sessionLimitMinutes;
      if (minutes && now.getTime() - sessionStartedAt.getTime() >= minutes * 60_000)
        throw AppError.forbidden(RgErrorDetail.sessionLimit, { minutes });
    },

    /** Whether the player is in a time-out or self-exclusion now (no bonuses, spins, prizes). */
    isBlocked: async (userId: string, db: DbOrTx = deps.db): Promise<boolean> => {
      return blockOf(await createRgRepo(db).settings(userId), deps.clock()) !== null;
    },

    /** As `isBlocked`, refusing with 403 `rg_blocked`. */
    refuseBlocked: async (userId: string, db: DbOrTx = deps.db): Promise<void> => {
      refuseBlocked(await createRgRepo(db).settings(userId), deps.clock());
    },
  };
}

export type RgGuards = ReturnType<typeof createRgGuards>;
