import { formatMinor } from '@aurum/contracts/money';
import type { TTransaction } from '@aurum/contracts/wallet';
import { ZTransaction } from '@aurum/contracts/wallet';
import { privateChannel } from '../realtime/channels';
import type { TCurrencyWithRate } from './currencies.repo';
import type { TWalletDeps } from './wallet-deps';
import { createWalletRepo, type TPaymentTransactionRow } from './wallet.repo';

/** Players see a payout being sent as still pending: the spec has no other status for it. */
const visibleStatus = (status: string) => (status === 'processing' ? 'pending' : status);

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
    provider: row.provider ?? null,
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
 * The payment history: transactions as the player sees them, published live as they change,
 * and the lookups the cashiers and the back office read it by.
 */
export function createTransactions(
  deps: Pick<TWalletDeps, 'db' | 'currencies' | 'users' | 'realtime'>,
) {
  const repo = createWalletRepo(deps.db);
  const currencyOf = (code: string) => deps.currencies.get(code);

  async function publishTransaction(row: TPaymentTransactionRow): Promise<void> {
    const user = await deps.users.findById(row.userId);
    if (!user) return;
    deps.realtime.publish(
      privateChannel('transaction', user.globalId),
      present(row, await currencyOf(row.currencyCode)),
    );
  }

  return {
    publishTransaction,

    findTransaction: (id: string) => repo.findTransaction(id),
    /** A transaction as the player's history shows it. */
    present: async (row: TPaymentTransactionRow) =>
      present(row, await currencyOf(row.currencyCode)),
    listWithdrawals: (page: { offset: number; limit: number; status?: string }) =>
      repo.listWithdrawals(page),
    recentWithdrawalAddresses: (userId: string, networkCode: string, limit = 5) =>
      repo.recentWithdrawalAddresses(userId, networkCode, limit),

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
  };
}
