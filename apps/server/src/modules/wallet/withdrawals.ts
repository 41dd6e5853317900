import { formatMinor } from '@aurum/contracts/money';
import type { TWagerStatus } from '@aurum/contracts/wallet';
import { PERSONAL_DATA_REQUIRED } from '@aurum/contracts/wallet';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { convert, convertUp } from '../../lib/exchange';
import type { TUserRow } from '../users/users.service';
import { fiatAvailable } from './counters';
import type { TAfterCommit, TWalletDeps } from './wallet-deps';
import { createWalletRepo, type TPaymentTransactionRow } from './wallet.repo';
import { refundWithdrawal } from './withdrawal-settlement';

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
  /** A chat-bot provider carries it (`address` is then the player's account with it). */
  provider?: string | null;
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

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * A player's withdrawals up to the point the money is reserved: the rules they must pass, the
 * daily limit, the reservation itself, and taking it back while the cancel window is open.
 * How a reserved withdrawal ends is withdrawal-settlement.ts.
 */
export function createWithdrawals(
  deps: Pick<TWalletDeps, 'db' | 'ledger' | 'currencies' | 'rules' | 'hooks'> & {
    wagerStatus: (user: TUserRow) => Promise<TWagerStatus & { remaining: bigint }>;
    /** Once the reserving (or refunding) transaction commits. */
    afterCommit: TAfterCommit;
  },
) {
  const repo = createWalletRepo(deps.db);
  const currencyOf = (code: string, db?: Tx) => deps.currencies.get(code, db);
  const accountPrecision = async () =>
    (await currencyOf(deps.currencies.accountCurrency)).precision;

  return {
    /**
     * The rules a withdrawal must pass before any money moves: payments on, deposits wagered,
     * a complete profile when the operator asks for one.
     */
    async assertCanWithdraw(user: TUserRow): Promise<void> {
      if (!deps.rules.enabled) throw new AppError('payments_are_disabled', 403);
      const status = await deps.wagerStatus(user);
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
        for (const hook of deps.hooks.withdrawalOpening) await hook(trx, input.userId);
        const currency = await currencyOf(input.currencyCode, trx);
        const account = await currencyOf(deps.currencies.accountCurrency, trx);
        const accountAmount = convertUp(input.amount, currency, account);
        if (input.withinFiatPart) {
          const fiat = await fiatAvailable(deps.ledger, trx, input.userId);
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
          provider: input.provider ?? null,
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
      await deps.afterCommit(row, true);
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
        if (found) return refundWithdrawal(deps.ledger, trx, found, { status: 'cancelled' });
        const current = await txRepo.findTransaction(id);
        if (!current || current.userId !== userId) throw AppError.notFound('transaction_not_found');
        throw AppError.conflict('withdraw_not_cancellable');
      });
      await deps.afterCommit(row, true);
      return row;
    },
  };
}
