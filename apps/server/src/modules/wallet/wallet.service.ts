import { formatMinor, toMoney } from '@aurum/contracts/money';
import type { TBalance, TBalancePart, TTransaction, TWagerStatus } from '@aurum/contracts/wallet';
import { PERSONAL_DATA_REQUIRED, ZTransaction } from '@aurum/contracts/wallet';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { convert, convertUp, scaleRate, RATE_UNIT } from '../../lib/exchange';
import type { RealtimePublisher } from '../realtime/realtime.gateway';
import { privateChannel } from '../realtime/channels';
import type { TUserRow, UsersService } from '../users/users.service';
import type { CurrenciesService } from './currencies.service';
import type { TCurrencyWithRate } from './currencies.repo';
import type { Ledger } from './ledger.service';
import {
  createWalletRepo,
  type TNewPaymentTransaction,
  type TPaymentTransactionRow,
} from './wallet.repo';

export type TDepositInput = Omit<
  TNewPaymentTransaction,
  'status' | 'createdAt' | 'updatedAt' | 'transferId'
> & {
  type: 'deposit' | 'buy';
  /** `declined`: recorded for the player to see, never credited (e.g. below the minimum). */
  status: 'waiting' | 'pending' | 'wait_for_confirmation' | 'pay_external_invoice' | 'declined';
};

export interface TWithdrawalInput {
  userId: string;
  /** `withdraw`: a chain payout; `sell`: a fiat payout order. */
  type?: 'withdraw' | 'sell';
  method: 'crypto' | 'fiat';
  currencyCode: string;
  /** In the currency, fee included: what leaves the balance. */
  amount: bigint;
  /** The part of `amount` kept as the fee. */
  fee: bigint;
  networkCode?: string | null;
  address?: string | null;
  memo?: string | null;
  paymentDetails?: string | null;
  cancellableUntil: Date;
  /** The transaction's id, when the caller keeps a record of its own under it. */
  id?: string;
  /** Runs in the reserving transaction once the transaction row exists (the caller's record). */
  extra?: (tx: Tx) => Promise<void>;
  /**
   * A fiat payout: `amount` must fit in the fiat part of the balance, read under the same lock
   * and in the same transaction as the debit, or `insufficient_balance` naming what is left.
   */
  withinFiatPart?: boolean;
}

export interface TPaymentRules {
  /** Off: deposits and withdrawals answer payments_are_disabled. */
  enabled: boolean;
  /** Deposits wagered this many times before a withdrawal; 0: no rule. */
  wagerMultiplier: number;
  verifyProfile: boolean;
  /** Account-currency minor units per player per UTC day. */
  dailyWithdrawLimit: bigint;
}

/**
 * Statuses of a withdrawal that still holds the player's money in transit: `pending` (cancel
 * window, then the processor), `wait_for_confirmation` (an operator approves), `processing`
 * (handed to the provider; the outcome is recorded when known, or reconciled).
 */
export type TOpenWithdrawalStatus = 'pending' | 'wait_for_confirmation' | 'processing';

/** What happens to a locked withdrawal; decided on the locked row, without outside calls. */
export type TWithdrawalDecision =
  /** Paid out: completed with the provider's reference, the fee goes to the house. */
  | { kind: 'sent'; externalId: string; reviewedBy?: string }
  | { kind: 'await_approval' }
  /** About to be sent: recorded (and committed) before the provider is called. */
  | { kind: 'processing'; reviewedBy?: string }
  /** Sent with an unknown outcome: kept in `processing` with why, for reconciliation. */
  | { kind: 'held'; payoutError: string }
  | { kind: 'declined'; reason: string; reviewedBy?: string }
  | { kind: 'skip' };

/** Players see a payout being sent as still pending: the spec has no other status for it. */
const visibleStatus = (status: string) => (status === 'processing' ? 'pending' : status);

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** What may leave through fiat methods: fiat deposits less fiat withdrawals, within the balance. */
const fiatPart = (fiatNet: bigint, main: bigint) =>
  fiatNet < 0n ? 0n : fiatNet > main ? main : fiatNet;

const isProfileComplete = (user: TUserRow) =>
  Boolean(user.firstName && user.lastName && user.gender && user.dateOfBirth);

function present(row: TPaymentTransactionRow, currency: TCurrencyWithRate): TTransaction {
  return ZTransaction.parse({
    id: row.id,
    type: row.type,
    status: visibleStatus(row.status),
    timestamp: row.createdAt.toISOString(),
    originalAmount: {
      value: row.amount.toString(),
      primaryValue: formatMinor(row.amount, currency.precision),
      primaryPrecision: currency.precision,
      currency: { code: currency.code, displayFormat: currency.displayFormat },
    },
    externalId: row.externalId,
    paymentDetails: row.paymentDetails,
    address: row.address,
    senderBank: row.senderBank ?? null,
    cancellableUntil: row.cancellableUntil?.toISOString() ?? null,
    confirmations:
      row.type === 'deposit' && row.requiredConfirmations !== null
        ? {
            current: Math.min(row.confirmations ?? 0, row.requiredConfirmations),
            required: row.requiredConfirmations,
          }
        : null,
  });
}

/**
 * The player's money as the product shows it: balance in the display currency, the fiat part,
 * payment history; deposits credited through the ledger. Realtime events leave only after
 * the transaction that caused them commits.
 */
export function createWalletService(deps: {
  db: Db;
  ledger: Ledger;
  currencies: CurrenciesService;
  users: UsersService;
  realtime: RealtimePublisher;
  rules: TPaymentRules;
}) {
  const repo = createWalletRepo(deps.db);
  const accountPrecision = async (db?: Tx) =>
    (await currencyOf(deps.currencies.accountCurrency, db)).precision;
  const currencyOf = (code: string, db?: Tx) => deps.currencies.get(code, db);

  async function balanceOf(user: TUserRow): Promise<TBalance> {
    const [{ main, bonus }, fiatNet, all] = await Promise.all([
      deps.ledger.playerBalances(deps.db, user.id),
      repo.fiatNet(user.id),
      deps.currencies.list(),
    ]);
    const account = all.find((currency) => currency.code === deps.currencies.accountCurrency);
    if (!account) throw new Error('account currency has no rate');
    const display = all.find((currency) => currency.code === user.primaryCurrency) ?? account;
    const part = (amount: bigint): TBalancePart => ({
      ...toMoney(convert(amount, account, display), display.precision),
      currency: { code: display.code, displayFormat: display.displayFormat, icon: display.icon },
    });
    const fiat = fiatPart(fiatNet, main);
    return { total: part(main + bonus), fiat: part(fiat), userBonuses: [] };
  }

  async function publishBalance(userId: string): Promise<void> {
    const user = await deps.users.findById(userId);
    if (user)
      deps.realtime.publish(privateChannel('balance', user.globalId), await balanceOf(user));
  }

  async function publishTransaction(row: TPaymentTransactionRow): Promise<void> {
    const user = await deps.users.findById(row.userId);
    if (!user) return;
    deps.realtime.publish(
      privateChannel('transaction', user.globalId),
      present(row, await currencyOf(row.currencyCode)),
    );
  }

  /** A network's deposit bonus (the +N% badge) goes to the player's bonus balance. */
  async function creditDepositBonus(
    trx: Tx,
    row: TPaymentTransactionRow,
    accountAmount: bigint,
  ): Promise<void> {
    if (!row.networkCode) return;
    const network = await deps.currencies.getNetwork(row.networkCode, trx);
    if (!/[1-9]/.test(network.depositBonus)) return;
    const bonus = (accountAmount * scaleRate(network.depositBonus)) / RATE_UNIT;
    if (bonus <= 0n) return;
    await deps.ledger.transferIn(trx, {
      idempotencyKey: `deposit-bonus:${row.id}`,
      kind: 'deposit_bonus',
      postings: [
        { account: { house: 'bonus_cost' }, amount: -bonus },
        { account: { userId: row.userId, kind: 'bonus' }, amount: bonus },
      ],
      metadata: { paymentTransactionId: row.id, share: network.depositBonus },
    });
  }

  async function wagerStatus(user: TUserRow): Promise<TWagerStatus & { remaining: bigint }> {
    const precision = await accountPrecision();
    // The multiplier may be fractional (1.5): scale it to hundredths to stay in integers.
    const required =
      (user.depositSumMinor * BigInt(Math.round(deps.rules.wagerMultiplier * 100))) / 100n;
    const wagered = await repo.wagered(user.id);
    const remaining = required > wagered ? required - wagered : 0n;
    return {
      required: formatMinor(required, precision),
      wagered: formatMinor(wagered, precision),
      currency: deps.currencies.accountCurrency,
      verifyProfile: deps.rules.verifyProfile,
      profileComplete: isProfileComplete(user),
      remaining,
    };
  }

  /** The fiat part of the main balance as `db` sees it (inside a transaction: under its locks). */
  async function fiatAvailable(db: Db | Tx, userId: string): Promise<bigint> {
    const { main } = await deps.ledger.playerBalances(db, userId);
    return fiatPart(await createWalletRepo(db).fiatNet(userId), main);
  }

  async function afterCommit(row: TPaymentTransactionRow, balanceChanged: boolean) {
    if (balanceChanged) await publishBalance(row.userId);
    await publishTransaction(row);
  }

  /** Returns a withdrawal's money to the player and closes it with `status`. */
  async function refundWithdrawal(
    trx: Tx,
    row: TPaymentTransactionRow,
    patch: { status: 'cancelled' | 'declined'; declineReason?: string; reviewedBy?: string },
  ): Promise<TPaymentTransactionRow> {
    const amount = row.accountAmount ?? 0n;
    if (amount > 0n) {
      await deps.ledger.transferIn(trx, {
        idempotencyKey: `withdraw-refund:${row.id}`,
        kind: 'withdraw_refund',
        postings: [
          { account: { house: 'withdrawals' }, amount: -amount },
          { account: { userId: row.userId, kind: 'main' }, amount },
        ],
        metadata: { paymentTransactionId: row.id, status: patch.status },
      });
      if (row.method === 'fiat') await createWalletRepo(trx).addFiatNet(row.userId, amount);
    }
    return createWalletRepo(trx).updateTransaction(row.id, { ...patch, cancellableUntil: null });
  }

  return {
    balanceOf,
    publishBalance,
    wagerStatus,

    /**
     * The rules a withdrawal must pass before any money moves: payments on, deposits wagered,
     * a complete profile when the operator asks for one.
     */
    async assertCanWithdraw(user: TUserRow): Promise<void> {
      if (!deps.rules.enabled) throw new AppError('payments_are_disabled', 403);
      const status = await wagerStatus(user);
      if (status.remaining > 0n) {
        throw new AppError('wager', 422, {
          required: status.required,
          wagered: status.wagered,
          remaining: formatMinor(status.remaining, await accountPrecision()),
          currency: status.currency,
        });
      }
      if (deps.rules.verifyProfile && !status.profileComplete)
        throw new AppError(PERSONAL_DATA_REQUIRED, 422);
    },

    /** The fiat part of the player's main balance, in account-currency minor units. */
    fiatAvailable: (userId: string) => fiatAvailable(deps.db, userId),

    /** Stakes count toward the wager rule (the games' hook, in their bet transaction). */
    recordWager: (tx: Tx, userId: string, accountAmount: bigint) =>
      createWalletRepo(tx).addWagered(userId, accountAmount),

    /**
     * How much more the player may withdraw today, and what their balance covers, both in
     * account-currency minor units.
     */
    async withdrawHeadroom(userId: string, now = new Date()) {
      const [{ main }, used] = await Promise.all([
        deps.ledger.playerBalances(deps.db, userId),
        repo.withdrawnSince(userId, startOfUtcDay(now)),
      ]);
      const daily = deps.rules.dailyWithdrawLimit - used;
      return { balance: main, daily: daily > 0n ? daily : 0n };
    },

    /** Converts between a payment currency and the account currency (down, or up for debits). */
    async toAccount(code: string, amount: bigint, round: 'down' | 'up' = 'down') {
      const [from, to] = await Promise.all([
        currencyOf(code),
        currencyOf(deps.currencies.accountCurrency),
      ]);
      return round === 'up' ? convertUp(amount, from, to) : convert(amount, from, to);
    },
    async fromAccount(code: string, accountAmount: bigint) {
      const [from, to] = await Promise.all([
        currencyOf(deps.currencies.accountCurrency),
        currencyOf(code),
      ]);
      return convert(accountAmount, from, to);
    },

    /**
     * Reserves a withdrawal: in one transaction the money leaves the player's main balance for
     * the house's in-transit account and a pending transaction records it. The daily limit (and
     * for fiat payouts the fiat part) is read and spent under a per-player lock, so two requests
     * cannot both fit in what is left.
     */
    async openWithdrawal(
      input: TWithdrawalInput,
      now = new Date(),
    ): Promise<TPaymentTransactionRow> {
      const row = await deps.db.transaction(async (trx) => {
        const txRepo = createWalletRepo(trx);
        await txRepo.lockWithdrawals(input.userId);
        const currency = await currencyOf(input.currencyCode, trx);
        const account = await currencyOf(deps.currencies.accountCurrency, trx);
        const accountAmount = convertUp(input.amount, currency, account);
        if (input.withinFiatPart) {
          const fiat = await fiatAvailable(trx, input.userId);
          const available = convert(fiat, account, currency);
          if (input.amount > available || accountAmount > fiat)
            throw new AppError('insufficient_balance', 422, {
              available: formatMinor(available, currency.precision),
              currency: currency.code,
            });
        }
        const used = await txRepo.withdrawnSince(input.userId, startOfUtcDay(now));
        if (used + accountAmount > deps.rules.dailyWithdrawLimit) {
          const left = deps.rules.dailyWithdrawLimit - used;
          throw new AppError('withdraw_daily_limit_exceeded', 422, {
            limit: formatMinor(deps.rules.dailyWithdrawLimit, account.precision),
            remaining: formatMinor(left > 0n ? left : 0n, account.precision),
            currency: account.code,
          });
        }
        const created = await txRepo.insertTransaction({
          ...(input.id ? { id: input.id } : {}),
          userId: input.userId,
          type: input.type ?? 'withdraw',
          status: 'pending',
          method: input.method,
          currencyCode: input.currencyCode,
          amount: input.amount,
          fee: input.fee,
          accountAmount,
          rate: currency.rate,
          networkCode: input.networkCode ?? null,
          address: input.address ?? null,
          memo: input.memo ?? null,
          paymentDetails: input.paymentDetails ?? null,
          cancellableUntil: input.cancellableUntil,
        });
        if (!created) throw new Error('withdrawal insert conflicted');
        if (input.extra) await input.extra(trx);
        const transfer = await deps.ledger.transferIn(trx, {
          idempotencyKey: `withdraw:${created.id}`,
          kind: 'withdraw',
          postings: [
            { account: { userId: input.userId, kind: 'main' }, amount: -accountAmount },
            { account: { house: 'withdrawals' }, amount: accountAmount },
          ],
          metadata: {
            paymentTransactionId: created.id,
            currency: input.currencyCode,
            amount: input.amount.toString(),
            rate: currency.rate,
          },
        });
        if (input.method === 'fiat') await txRepo.addFiatNet(input.userId, -accountAmount);
        return txRepo.updateTransaction(created.id, { transferId: transfer.transferId });
      });
      await afterCommit(row, true);
      return row;
    },

    /**
     * The player takes a withdrawal back while its cancel window is open: one compare-and-set
     * (pending, window open at `now`) against the processor's (pending, window closed), so
     * exactly one of them takes it and the refund happens at most once.
     */
    async cancelWithdrawal(userId: string, id: string, now = new Date()) {
      const row = await deps.db.transaction(async (trx) => {
        const txRepo = createWalletRepo(trx);
        const found = await txRepo.lockCancellable(id, userId, now);
        if (found) return refundWithdrawal(trx, found, { status: 'cancelled' });
        const current = await txRepo.findTransaction(id);
        if (!current || current.userId !== userId) throw AppError.notFound('transaction_not_found');
        throw AppError.conflict('withdraw_not_cancellable');
      });
      await afterCommit(row, true);
      return row;
    },

    /** Withdrawals whose cancel window closed by `now`, for the processor. */
    dueWithdrawals: (now: Date, limit = 50, type: 'withdraw' | 'sell' = 'withdraw') =>
      repo.dueWithdrawals(now, limit, type),

    /** Crypto payouts handed to the provider whose outcome is not recorded yet. */
    processingWithdrawals: (limit = 50) => repo.processingWithdrawals(limit),

    /**
     * Settles one withdrawal under its row lock, taken only while it is in `expect.status`
     * (and, with `dueBy`, its cancel window closed by then): undefined when someone else moved
     * it first. `decide` sees the locked row and says what happens (see TWithdrawalDecision).
     * It runs inside the transaction, which may run again on a conflict: it must not call
     * anyone outside the database.
     */
    async settleWithdrawal(
      id: string,
      decide: (row: TPaymentTransactionRow) => TWithdrawalDecision | Promise<TWithdrawalDecision>,
      expect: {
        status: TOpenWithdrawalStatus | readonly TOpenWithdrawalStatus[];
        dueBy?: Date;
      },
    ): Promise<TPaymentTransactionRow | undefined> {
      const statuses = typeof expect.status === 'string' ? [expect.status] : expect.status;
      const result = await deps.db.transaction(async (trx) => {
        const txRepo = createWalletRepo(trx);
        const row = await txRepo.lockWithdrawal(id, statuses, expect.dueBy);
        if (!row) return undefined;
        const decision = await decide(row);
        switch (decision.kind) {
          case 'skip':
            return undefined;
          case 'await_approval':
            return {
              row: await txRepo.updateTransaction(row.id, {
                status: 'wait_for_confirmation',
                cancellableUntil: null,
              }),
              balanceChanged: false,
            };
          case 'processing':
            return {
              row: await txRepo.updateTransaction(row.id, {
                status: 'processing',
                cancellableUntil: null,
                reviewedBy: decision.reviewedBy ?? row.reviewedBy,
              }),
              balanceChanged: false,
            };
          case 'held':
            return {
              row: await txRepo.updateTransaction(row.id, { payoutError: decision.payoutError }),
              balanceChanged: false,
            };
          case 'declined':
            return {
              row: await refundWithdrawal(trx, row, {
                status: 'declined',
                declineReason: decision.reason,
                reviewedBy: decision.reviewedBy,
              }),
              balanceChanged: true,
            };
          case 'sent': {
            const accountAmount = row.accountAmount ?? 0n;
            const accountFee =
              row.fee && row.fee > 0n ? (accountAmount * row.fee) / row.amount : 0n;
            if (accountFee > 0n) {
              await deps.ledger.transferIn(trx, {
                idempotencyKey: `withdraw-fee:${row.id}`,
                kind: 'withdraw_fee',
                postings: [
                  { account: { house: 'withdrawals' }, amount: -accountFee },
                  { account: { house: 'fees' }, amount: accountFee },
                ],
                metadata: { paymentTransactionId: row.id },
              });
            }
            return {
              row: await txRepo.updateTransaction(row.id, {
                status: 'completed',
                externalId: decision.externalId,
                payoutError: null,
                cancellableUntil: null,
                reviewedBy: decision.reviewedBy ?? row.reviewedBy,
              }),
              balanceChanged: false,
            };
          }
        }
      });
      if (!result) return undefined;
      await afterCommit(result.row, result.balanceChanged);
      return result.row;
    },

    findTransaction: (id: string) => repo.findTransaction(id),
    /** A transaction as the player's history shows it. */
    present: async (row: TPaymentTransactionRow) =>
      present(row, await currencyOf(row.currencyCode)),
    listWithdrawals: (page: { offset: number; limit: number; status?: string }) =>
      repo.listWithdrawals(page),
    recentWithdrawalAddresses: (userId: string, networkCode: string, limit = 5) =>
      repo.recentWithdrawalAddresses(userId, networkCode, limit),

    /**
     * A new rate changes what players who display that currency see: publish their balances.
     * Players with nothing on the ledger see zero either way and are skipped.
     */
    async publishRateChange(codes: string[]): Promise<number> {
      const ids = await deps.users.idsByPrimaryCurrency(
        codes.filter((code) => code !== deps.currencies.accountCurrency),
      );
      let published = 0;
      for (const userId of ids) {
        const { main, bonus } = await deps.ledger.playerBalances(deps.db, userId);
        if (main + bonus === 0n) continue;
        await publishBalance(userId);
        published += 1;
      }
      return published;
    },

    async listTransactions(userId: string, page: { offset: number; limit: number }) {
      const { rows, total } = await repo.listTransactions(userId, page);
      const all = await deps.currencies.list();
      const items = rows.flatMap((row) => {
        const currency = all.find((entry) => entry.code === row.currencyCode);
        return currency ? [present(row, currency)] : [];
      });
      return { items, meta: { ...page, total } };
    },

    /** Crypto deposits still gaining confirmations. */
    pendingChainDeposits: () => repo.pendingChainDeposits(),

    /** A new confirmation count on an incoming transfer, shown to the player as it grows. */
    async setConfirmations(id: string, confirmations: number): Promise<TPaymentTransactionRow> {
      const row = await repo.updateTransaction(id, { confirmations });
      await publishTransaction(row);
      return row;
    },

    /** Records a deposit the provider has announced; money moves only on completion. */
    async openDeposit(input: TDepositInput, tx?: Tx): Promise<TPaymentTransactionRow> {
      await currencyOf(input.currencyCode, tx);
      const row = await createWalletRepo(tx ?? deps.db).insertTransaction(input);
      if (!row) throw AppError.conflict('duplicate_external_id', { externalId: input.externalId });
      // Inside the caller's transaction the caller publishes once it commits.
      if (!tx) await publishTransaction(row);
      return row;
    },

    publishTransaction,

    /**
     * Moves an open deposit to another status: one compare-and-set under its row lock, `from`
     * listing the statuses it may leave. When it was in none of them (someone else moved it
     * first) nothing changes: undefined, or with `conflict` a 409 of that detail naming the
     * current status.
     */
    async setDepositStatus(
      id: string,
      from: readonly string[],
      patch: { status: string; paymentDetails?: string | null },
      options: { tx?: Tx; conflict?: string } = {},
    ): Promise<TPaymentTransactionRow | undefined> {
      const work = async (trx: Tx) => {
        const txRepo = createWalletRepo(trx);
        const row = await txRepo.findTransactionForUpdate(id);
        if (!row || (row.type !== 'deposit' && row.type !== 'buy')) return undefined;
        if (from.includes(row.status)) return txRepo.updateTransaction(id, patch);
        if (options.conflict) throw AppError.conflict(options.conflict, { status: row.status });
        return undefined;
      };
      const row = options.tx ? await work(options.tx) : await deps.db.transaction(work);
      if (row && !options.tx) await publishTransaction(row);
      return row;
    },

    /**
     * Credits a deposit at the current rate, exactly once, under its row lock: only from the
     * `from` statuses (default `pending`, where chain and sandbox deposits wait). A deposit
     * already completed is answered as it is and moves nothing (a replay of the same credit),
     * unless `amount` is given; any other status is refused with a 409 (`conflict`, default
     * `deposit_not_completable`) naming the current status. `amount` replaces the deposit's
     * amount as it is credited (an operator's decision on a dispute). The rate used is kept on
     * the transaction.
     */
    async completeDeposit(
      paymentTransactionId: string,
      options: { from?: readonly string[]; amount?: bigint; tx?: Tx; conflict?: string } = {},
    ): Promise<TPaymentTransactionRow> {
      const from = options.from ?? ['pending'];
      const work = async (trx: Tx) => {
        const txRepo = createWalletRepo(trx);
        const locked = await txRepo.findTransactionForUpdate(paymentTransactionId);
        if (!locked) throw AppError.notFound('transaction_not_found');
        if (locked.type !== 'deposit' && locked.type !== 'buy')
          throw AppError.conflict('not_a_deposit');
        if (locked.status === 'completed' && options.amount === undefined)
          return { row: locked, changed: false };
        if (!from.includes(locked.status))
          throw AppError.conflict(options.conflict ?? 'deposit_not_completable', {
            status: locked.status,
          });
        const row =
          options.amount === undefined || options.amount === locked.amount
            ? locked
            : await txRepo.updateTransaction(locked.id, { amount: options.amount });
        const currency = await currencyOf(row.currencyCode, trx);
        const account = await currencyOf(deps.currencies.accountCurrency, trx);
        const accountAmount = convert(row.amount, currency, account);
        if (accountAmount <= 0n) throw new AppError('wallet_deposit_too_small', 422);
        const transfer = await deps.ledger.transferIn(trx, {
          idempotencyKey: `deposit:${row.id}`,
          kind: 'deposit',
          postings: [
            { account: { house: 'deposits' }, amount: -accountAmount },
            { account: { userId: row.userId, kind: 'main' }, amount: accountAmount },
          ],
          metadata: {
            paymentTransactionId: row.id,
            currency: row.currencyCode,
            amount: row.amount.toString(),
            rate: currency.rate,
          },
        });
        if (row.method === 'fiat') await txRepo.addFiatNet(row.userId, accountAmount);
        await deps.users.recordDeposit(trx, row.userId, accountAmount);
        await creditDepositBonus(trx, row, accountAmount);
        const completed = await txRepo.updateTransaction(row.id, {
          status: 'completed',
          accountAmount,
          rate: currency.rate,
          transferId: transfer.transferId,
        });
        return { row: completed, changed: true };
      };
      const { row, changed } = options.tx
        ? await work(options.tx)
        : await deps.db.transaction(work);
      if (changed && !options.tx) {
        await publishBalance(row.userId);
        await publishTransaction(row);
      }
      return row;
    },

    /** An operator's correction of a player's main balance (audited by the caller). */
    async adjust(
      tx: Tx,
      input: {
        userId: string;
        amount: bigint;
        direction: 'credit' | 'debit';
        idempotencyKey: string;
        reason: string;
        operatorId: string;
      },
    ) {
      const signed = input.direction === 'credit' ? input.amount : -input.amount;
      return deps.ledger.transferIn(tx, {
        idempotencyKey: `adjustment:${input.idempotencyKey}`,
        kind: 'adjustment',
        postings: [
          { account: { house: 'adjustments' }, amount: -signed },
          { account: { userId: input.userId, kind: 'main' }, amount: signed },
        ],
        metadata: { reason: input.reason, operatorId: input.operatorId },
      });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
export type { TPaymentTransactionRow } from './wallet.repo';
