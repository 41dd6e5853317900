import type { Tx } from '../../db/client';
import type { Ledger } from './ledger.service';
import type { TAfterCommit, TWalletDeps } from './wallet-deps';
import { createWalletRepo, type TPaymentTransactionRow } from './wallet.repo';

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

/** Returns a withdrawal's money to the player and closes it with `status`. */
export async function refundWithdrawal(
  ledger: Ledger,
  trx: Tx,
  row: TPaymentTransactionRow,
  patch: { status: 'cancelled' | 'declined'; declineReason?: string; reviewedBy?: string },
): Promise<TPaymentTransactionRow> {
  const amount = row.accountAmount ?? 0n;
  if (amount > 0n) {
    await ledger.transferIn(trx, {
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

/**
 * How a reserved withdrawal ends, for the processors and the back office: sent (the fee goes
 * to the house), held for reconciliation, or declined (the money returns), each under the
 * withdrawal's row lock so exactly one of them happens.
 */
export function createWithdrawalSettlement(
  deps: Pick<TWalletDeps, 'db' | 'ledger'> & {
    /** Once the settling transaction commits. */
    afterCommit: TAfterCommit;
  },
) {
  const repo = createWalletRepo(deps.db);

  return {
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
              row: await refundWithdrawal(deps.ledger, trx, row, {
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
      await deps.afterCommit(result.row, result.balanceChanged);
      return result.row;
    },
  };
}
