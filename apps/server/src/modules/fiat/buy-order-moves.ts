import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TUserRow } from '../users/users.service';
import type { TPaymentTransactionRow, WalletService } from '../wallet/wallet.service';
import { presentBuyOrder } from './buy-order-view';
import { createFiatRepo, type TFiatOrderRow } from './fiat.repo';
import { AWAITING_PAYMENT, findMethod } from './order-terms';

export type TStatusPatch = { status: string; paymentDetails?: string | null };

/**
 * How a deposit order changes status: one compare-and-set under the payment transaction's row
 * lock (wallet.setDepositStatus) in the transaction given, and the open-order marker cleared in
 * that same transaction once the order stops waiting for payment. The row is locked before the
 * order, as everywhere.
 */
export function createBuyOrderMoves(deps: { db: Db; wallet: WalletService }) {
  const repo = createFiatRepo(deps.db);
  const timedOut = { status: 'timeouted' };
  const method = (id: string) => findMethod(repo, id);

  /**
   * Moves an order `from` one of those statuses in `tx` (undefined when it was in none),
   * clearing its open-order marker when it stops waiting for payment.
   */
  async function move(tx: Tx, id: string, from: readonly string[], patch: TStatusPatch) {
    const row = await deps.wallet.setDepositStatus(id, from, patch, { tx });
    if (row && !AWAITING_PAYMENT.includes(row.status)) await createFiatRepo(tx).releaseOpen(id);
    return row;
  }

  /** `move`, refused with a 409 of `conflict` naming the current status. */
  async function transition(
    tx: Tx,
    id: string,
    from: readonly string[],
    patch: TStatusPatch,
    conflict: string,
  ): Promise<TPaymentTransactionRow> {
    const row = await deps.wallet.setDepositStatus(id, from, patch, { tx, conflict });
    if (!row) throw AppError.notFound('order_not_found');
    if (!AWAITING_PAYMENT.includes(row.status)) await createFiatRepo(tx).releaseOpen(id);
    return row;
  }

  /** `transition` in a transaction of its own, published once it commits. */
  async function transitionNow(
    id: string,
    from: readonly string[],
    patch: TStatusPatch,
    conflict: string,
  ) {
    const row = await deps.db.transaction((tx) => transition(tx, id, from, patch, conflict));
    await deps.wallet.publishTransaction(row);
    return row;
  }

  /** Times an order out in a transaction of its own, unless it no longer waits for payment. */
  async function expire(id: string) {
    const row = await deps.db.transaction((tx) => move(tx, id, AWAITING_PAYMENT, timedOut));
    if (row) await deps.wallet.publishTransaction(row);
    return row;
  }

  /** The order as it is, timed out first when its time has run out: the server's clock decides. */
  async function load(id: string, user: TUserRow, now: Date) {
    const found = await repo.findOrder(id, user.id);
    if (!found || found.order.side !== 'buy') throw AppError.notFound('order_not_found');
    const { order, txn } = found;
    if (!AWAITING_PAYMENT.includes(txn.status) || !order.expiresAt || order.expiresAt > now)
      return found;
    await expire(id);
    return (await repo.findOrder(id, user.id)) ?? found;
  }

  async function present(order: TFiatOrderRow, txn: TPaymentTransactionRow, now = new Date()) {
    return presentBuyOrder(order, txn, await method(order.methodId), now);
  }

  async function publishCredit(row: TPaymentTransactionRow) {
    await deps.wallet.publishBalance(row.userId);
    await deps.wallet.publishTransaction(row);
  }

  return {
    repo,
    method,
    timedOut,
    move,
    transition,
    transitionNow,
    expire,
    load,
    present,
    publishCredit,
  };
}

export type BuyOrderMoves = ReturnType<typeof createBuyOrderMoves>;
