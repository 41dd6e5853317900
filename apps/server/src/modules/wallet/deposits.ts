import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { convert } from '../../lib/exchange';
import type { TWalletDeps } from './wallet-deps';
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

/**
 * Deposits (and fiat buys): recorded when the provider announces them, moved through their
 * statuses by compare-and-set, credited through the ledger exactly once; the modules that reward
 * deposits (bonuses, including the network's deposit bonus) do so in the same transaction. The player hears of a change only once its transaction commits.
 */
export function createDeposits(
  deps: Pick<TWalletDeps, 'db' | 'ledger' | 'currencies' | 'users' | 'hooks'> & {
    publishBalance: (userId: string) => Promise<void>;
    publishTransaction: (row: TPaymentTransactionRow) => Promise<void>;
  },
) {
  const currencyOf = (code: string, db?: Tx) => deps.currencies.get(code, db);

  return {
    /** Records a deposit the provider has announced; money moves only on completion. */
    async openDeposit(input: TDepositInput, tx?: Tx): Promise<TPaymentTransactionRow> {
      await currencyOf(input.currencyCode, tx);
      const row = await createWalletRepo(tx ?? deps.db).insertTransaction(input);
      if (!row) throw AppError.conflict('duplicate_external_id', { externalId: input.externalId });
      // Inside the caller's transaction the caller publishes once it commits.
      if (!tx) await deps.publishTransaction(row);
      return row;
    },

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
      if (row && !options.tx) await deps.publishTransaction(row);
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
        const depositNumber = await deps.users.recordDeposit(trx, row.userId, accountAmount);
        const network = row.networkCode
          ? await deps.currencies.getNetwork(row.networkCode, trx)
          : null;
        for (const hook of deps.hooks.depositCredited)
          await hook(trx, {
            userId: row.userId,
            paymentTransactionId: row.id,
            accountAmount,
            channel: row.method === 'crypto' ? 'crypto' : 'fiat',
            depositNumber,
            network: network && {
              code: network.code,
              name: network.name,
              depositBonus: network.depositBonus,
            },
          });
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
        await deps.publishBalance(row.userId);
        await deps.publishTransaction(row);
      }
      return row;
    },
  };
}
