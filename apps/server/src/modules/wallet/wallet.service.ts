import { formatMinor, toMoney } from '@aurum/contracts/money';
import type { TBalance, TBalancePart, TTransaction } from '@aurum/contracts/wallet';
import { ZTransaction } from '@aurum/contracts/wallet';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { convert } from '../../lib/exchange';
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
  'id' | 'status' | 'createdAt' | 'updatedAt' | 'transferId'
> & {
  type: 'deposit' | 'buy';
  /** `declined`: recorded for the player to see, never credited (e.g. below the minimum). */
  status: 'waiting' | 'pending' | 'wait_for_confirmation' | 'declined';
};

function present(row: TPaymentTransactionRow, currency: TCurrencyWithRate): TTransaction {
  return ZTransaction.parse({
    id: row.id,
    type: row.type,
    status: row.status,
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
}) {
  const repo = createWalletRepo(deps.db);
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
    const fiat = fiatNet < 0n ? 0n : fiatNet > main ? main : fiatNet;
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

  return {
    balanceOf,
    publishBalance,

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
    async openDeposit(input: TDepositInput): Promise<TPaymentTransactionRow> {
      await currencyOf(input.currencyCode);
      const row = await repo.insertTransaction(input);
      if (!row) throw AppError.conflict('duplicate_external_id', { externalId: input.externalId });
      await publishTransaction(row);
      return row;
    },

    /**
     * Credits a deposit at the current rate, exactly once: a second call (or a concurrent one)
     * finds it completed and moves nothing. The rate used is kept on the transaction.
     */
    async completeDeposit(paymentTransactionId: string, tx?: Tx): Promise<TPaymentTransactionRow> {
      const work = async (trx: Tx) => {
        const txRepo = createWalletRepo(trx);
        const row = await txRepo.findTransactionForUpdate(paymentTransactionId);
        if (!row) throw AppError.notFound('transaction_not_found');
        if (row.status === 'completed') return { row, changed: false };
        if (row.type !== 'deposit' && row.type !== 'buy') throw AppError.conflict('not_a_deposit');
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
        const completed = await txRepo.updateTransaction(row.id, {
          status: 'completed',
          accountAmount,
          rate: currency.rate,
          transferId: transfer.transferId,
        });
        return { row: completed, changed: true };
      };
      const { row, changed } = tx ? await work(tx) : await deps.db.transaction(work);
      if (changed && !tx) {
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
