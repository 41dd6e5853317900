import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ZBuyOrderBody, ZPaidBody } from '@aurum/contracts/wallet';
import type { Db } from '../../db/client';
import type { TDepositGuard } from '../responsible-gaming/rg-guards';
import { AppError } from '../../lib/app-error';
import { parsePositiveAmount } from '../../lib/parse-amount';
import { forEachItem, type TItemLog } from '../../lib/each-item';
import type { TUserRow } from '../users/users.service';
import type { TPaymentTransactionRow, WalletService } from '../wallet/wallet.service';
import { createBuyOrderMoves } from './buy-order-moves';
import { createDisputes } from './disputes';
import { createFiatRepo } from './fiat.repo';
import { checkFields } from './fields';
import { AWAITING_PAYMENT, checkBounds, CONFIRMABLE } from './order-terms';
import type { FiatProvider } from './provider';
import { readImage } from './uploads';

type TBuyBody = z.infer<typeof ZBuyOrderBody>;
type TPaidBody = z.infer<typeof ZPaidBody>;

/**
 * Deposit orders: an order with the provider's bank details and an expiry the server enforces;
 * the player reports payment with a proof; an operator (or the sandbox bank) confirms, which
 * credits exactly once. Every transition is one compare-and-set under the order's row lock in
 * the transaction that moves the money; the loser of a race gets a 409 with the current status.
 */
export function createBuyOrders(deps: {
  db: Db;
  wallet: WalletService;
  provider: FiatProvider;
  rules: { enabled: boolean };
  log?: TItemLog;
  /** Responsible gaming: refuses a blocked player or an order past a deposit limit. */
  depositGuard?: TDepositGuard;
}) {
  const moves = createBuyOrderMoves(deps);
  const { repo, method, timedOut, move, transition, transitionNow, expire, load, present } = moves;

  return {
    present,
    ...createDisputes(deps, moves),
    async createBuy(user: TUserRow, body: TBuyBody, now = new Date()) {
      if (!deps.rules.enabled) throw new AppError('payments_are_disabled', 403);
      const { method: fiat, currency } = await method(body.bankId);
      const terms = fiat.buy;
      if (!terms) throw new AppError('wallet_buy_banned', 403, { bankId: fiat.id });
      const amount = parsePositiveAmount(body.amount, currency.precision);
      checkBounds(amount, terms, currency);
      const fields = checkFields(body.externalFields, terms);
      const single = !terms.multiplyOrdersAllowed;
      const id = randomUUID();
      const invoice = deps.provider.openInvoice({
        id,
        methodId: fiat.id,
        kind: fiat.kind,
        currency: currency.code,
      });
      const { txn, expired } = await deps.db.transaction(async (tx) => {
        const txRepo = createFiatRepo(tx);
        // An open order whose time ran out, not yet swept, must not block a new one.
        const expired: TPaymentTransactionRow[] = [];
        for (const due of single ? await txRepo.expiredOpen(user.id, fiat.id, now) : []) {
          const row = await move(tx, due, AWAITING_PAYMENT, timedOut);
          if (row) expired.push(row);
          await txRepo.releaseOpen(due);
        }
        // Under the player's limit lock, before the order is recorded: a concurrent order sees it.
        await deps.depositGuard?.(tx, user.id, { currencyCode: currency.code, amount });
        const row = await deps.wallet.openDeposit(
          {
            id,
            userId: user.id,
            type: 'buy',
            status: invoice.external ? 'pay_external_invoice' : 'waiting',
            method: 'fiat',
            currencyCode: currency.code,
            amount,
            externalId: `order-${id}`,
            senderBank: { method: fiat.kind, label: fiat.name },
          },
          tx,
        );
        const inserted = await txRepo.insertOpenOrder({
          id,
          methodId: fiat.id,
          side: 'buy',
          expiresAt: new Date(now.getTime() + invoice.expiresInSeconds * 1000),
          fields,
          paymentDetails: invoice.paymentDetails,
          invoiceUrl: invoice.external?.url ?? null,
          invoiceTarget: invoice.external?.target ?? null,
          callbackUrl: body.callbackUrl ?? null,
          openUserId: single ? user.id : null,
        });
        // The unique open-order index refused it: the player has an open order on the method.
        if (!inserted) throw AppError.conflict('error_orders_limit');
        return { txn: row, expired };
      });
      for (const row of expired) await deps.wallet.publishTransaction(row);
      await deps.wallet.publishTransaction(txn);
      return { id: txn.id };
    },

    async buyOrder(user: TUserRow, id: string) {
      const now = new Date();
      const { order, txn } = await load(id, user, now);
      return present(order, txn, now);
    },

    async notExpired(user: TUserRow, methodId: string, now = new Date()) {
      const found = await repo.openBuyOrder(user.id, methodId, now);
      return found ? present(found.order, found.txn, now) : null;
    },

    /** "I paid": the payer's name and a proof image; the order waits for confirmation. */
    async paid(user: TUserRow, id: string, body: TPaidBody, now = new Date()) {
      const { txn } = await load(id, user, now);
      if (txn.status === 'timeouted') throw AppError.conflict('order_expired');
      const image = readImage(body.fileContent);
      const moved = await deps.db.transaction(async (tx) => {
        const row = await transition(
          tx,
          id,
          ['waiting', 'pending'],
          { status: 'wait_for_confirmation' },
          'order_not_awaiting_payment',
        );
        const txRepo = createFiatRepo(tx);
        await txRepo.insertUpload({
          orderId: id,
          purpose: 'proof',
          fileName: body.fileName,
          mime: image.mime,
          content: image.content,
        });
        return { row, updated: await txRepo.updateOrder(id, { payerName: body.name }) };
      });
      await deps.wallet.publishTransaction(moved.row);
      return present(moved.updated, moved.row, now);
    },

    /**
     * Credits a deposit order once (operator or sandbox bank). A repeat answers the completed
     * order and moves nothing; an order declined, refunded or otherwise closed is refused.
     */
    async confirm(id: string) {
      const found = await repo.findOrder(id);
      if (!found || found.order.side !== 'buy') throw AppError.notFound('order_not_found');
      const row = await deps.db.transaction(async (tx) => {
        const completed = await deps.wallet.completeDeposit(id, {
          from: CONFIRMABLE,
          tx,
          conflict: 'order_not_confirmable',
        });
        await createFiatRepo(tx).releaseOpen(id);
        return completed;
      });
      await moves.publishCredit(row);
      return row;
    },

    decline: (id: string, reason: string) =>
      transitionNow(
        id,
        CONFIRMABLE,
        { status: 'declined', paymentDetails: reason },
        'order_not_confirmable',
      ),

    /** Sandbox bank: the order's time runs out now. */
    timeout: (id: string) =>
      transitionNow(id, AWAITING_PAYMENT, timedOut, 'order_not_awaiting_payment'),

    /** Sandbox bank: the order turns into an external invoice on the provider's page. */
    async toExternalInvoice(id: string) {
      const row = await deps.db.transaction(async (tx) => {
        const moved = await transition(
          tx,
          id,
          ['waiting', 'pending'],
          { status: 'pay_external_invoice' },
          'order_not_awaiting_payment',
        );
        const txRepo = createFiatRepo(tx);
        const found = await txRepo.findOrder(id);
        await txRepo.updateOrder(id, {
          invoiceUrl: found?.order.invoiceUrl ?? `/api/sandbox/fiat/invoice/${id}`,
          invoiceTarget: found?.order.invoiceTarget ?? 'frame',
        });
        return moved;
      });
      await deps.wallet.publishTransaction(row);
      return row;
    },

    /**
     * Deposit orders whose time ran out are marked so (the server's clock, not the countdown):
     * each in its own transaction; one that fails is logged and tried again on the next run.
     */
    async expireDue(now = new Date()) {
      return forEachItem(await repo.expiredBuyOrders(now, 100), (id) => expire(id), {
        log: deps.log,
        name: 'orders expiry',
      });
    },
  };
}
