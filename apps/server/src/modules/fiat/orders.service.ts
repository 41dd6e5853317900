import type { TAdminOrder } from '@aurum/contracts/admin';
import { formatMinor } from '@aurum/contracts/money';
import type { TDepositGuard } from '../responsible-gaming/rg-guards';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TItemLog } from '../../lib/each-item';
import type { TPaymentTransactionRow, WalletService } from '../wallet/wallet.service';
import { createBuyOrders } from './buy-orders';
import { createFiatRepo, type TFiatOrderRow } from './fiat.repo';
import { findMethod } from './order-terms';
import type { FiatProvider } from './provider';
import { createSellOrders } from './sell-orders';

/**
 * Fiat (bank-type) orders. Deposits (buy-orders.ts): an order with the provider's bank details
 * and an expiry the server enforces, a proof, an operator's (or the sandbox bank's)
 * confirmation that credits exactly once, disputes. Withdrawals (sell-orders.ts): the amount
 * and fee are reserved at once; an operator pays out or fails it (the money returns). Here:
 * the one service both sides make, and the back office's view of the orders.
 */
export function createOrdersService(deps: {
  db: Db;
  wallet: WalletService;
  provider: FiatProvider;
  rules: { enabled: boolean; cancelSeconds: number };
  /** Where the expiry pass reports an order that failed. */
  log?: TItemLog;
  depositGuard?: TDepositGuard;
}) {
  const repo = createFiatRepo(deps.db);

  async function toAdmin(order: TFiatOrderRow, txn: TPaymentTransactionRow): Promise<TAdminOrder> {
    const { currency } = await findMethod(repo, order.methodId);
    const format = (amount: bigint) => formatMinor(amount, currency.precision);
    return {
      id: order.id,
      userId: txn.userId,
      side: order.side as 'buy' | 'sell',
      status: txn.status,
      methodId: order.methodId,
      currency: currency.code,
      amount: format(txn.amount),
      // What the player ordered; differs from `amount` once an operator credited another.
      orderedAmount: format(txn.amount - (order.amountChange ?? 0n)),
      fee: format(txn.fee ?? 0n),
      payerName: order.payerName,
      hasProof: await repo.hasUpload(order.id),
      details: order.fields,
      dispute: order.dispute
        ? {
            acceptOption: order.dispute.acceptOption,
            claimedAmount: order.dispute.amount,
            comment: order.dispute.comment,
            problem: order.dispute.problem,
          }
        : null,
      expiresAt: order.expiresAt?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
    };
  }

  return {
    ...createBuyOrders(deps),
    ...createSellOrders(deps),

    async adminOrder(id: string): Promise<TAdminOrder> {
      const found = await repo.findOrder(id);
      if (!found) throw AppError.notFound('order_not_found');
      return toAdmin(found.order, found.txn);
    },
    async adminList(page: { offset: number; limit: number; side?: string; status?: string }) {
      const { rows, total } = await repo.listOrders(page);
      return {
        items: await Promise.all(rows.map(({ order, txn }) => toAdmin(order, txn))),
        total,
      };
    },
    proof: (id: string) => repo.latestUpload(id),

    /** Orders the sandbox bank acts on by itself. */
    ordersIn: (side: 'buy' | 'sell', statuses: string[], before: Date) =>
      repo.ordersIn(side, statuses, before, 50),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
