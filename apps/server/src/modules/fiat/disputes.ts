import { formatMinor } from '@aurum/contracts/money';
import type { z } from 'zod';
import type { ZDisputeBody } from '@aurum/contracts/wallet';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parsePositiveAmount } from '../../lib/parse-amount';
import type { TUserRow } from '../users/users.service';
import type { TPaymentTransactionRow, WalletService } from '../wallet/wallet.service';
import type { BuyOrderMoves } from './buy-order-moves';
import { createFiatRepo } from './fiat.repo';
import { checkBounds, DISPUTABLE } from './order-terms';
import { readImage } from './uploads';

type TDisputeBody = z.infer<typeof ZDisputeBody>;

/** Disputes of deposit orders: the player opens one, an operator settles it. */
export function createDisputes(deps: { db: Db; wallet: WalletService }, moves: BuyOrderMoves) {
  const { repo, method, load, present, transition, transitionNow, publishCredit } = moves;
  return {
    /**
     * The player disputes an order. A changed invoice's amount is only a claim: bounded by the
     * method's deposit limits, shown to the operator, never credited as such.
     */
    async dispute(user: TUserRow, id: string, body: TDisputeBody, now = new Date()) {
      const { order } = await load(id, user, now);
      const { method: fiat, currency } = await method(order.methodId);
      const image = readImage(body.image.fileContent);
      let claimed: bigint | null = null;
      if (body.acceptOption === 'CHANGE_INVOICE') {
        if (!body.amount)
          throw new AppError('validation_error', 400, {
            fields: [{ path: 'amount', message: 'Validation.required' }],
          });
        claimed = parsePositiveAmount(body.amount, currency.precision);
        if (!fiat.buy) throw new AppError('wallet_buy_banned', 403, { bankId: fiat.id });
        checkBounds(claimed, fiat.buy, currency);
      }
      const moved = await deps.db.transaction(async (tx) => {
        const row = await transition(
          tx,
          id,
          DISPUTABLE,
          { status: 'disputed' },
          'order_not_disputable',
        );
        const txRepo = createFiatRepo(tx);
        await txRepo.insertUpload({
          orderId: id,
          purpose: 'dispute',
          fileName: body.image.fileName,
          mime: image.mime,
          content: image.content,
        });
        const updated = await txRepo.updateOrder(id, {
          dispute: {
            acceptOption: body.acceptOption,
            amount: claimed === null ? null : formatMinor(claimed, currency.precision),
            comment: body.comment,
            problem: body.problem,
            name: body.image.name,
          },
        });
        return { row, updated };
      });
      await deps.wallet.publishTransaction(moved.row);
      return present(moved.updated, moved.row, now);
    },

    /**
     * An operator settles a dispute. Credit: the amount the operator sets (within the method's
     * deposit limits), or else the amount ordered; never the player's claim. Refund: the payment
     * goes back to the payer, nothing is credited. Decline: there was no payment.
     */
    async resolveDispute(
      id: string,
      outcome: 'credit' | 'refund' | 'decline',
      amountText?: string,
    ): Promise<TPaymentTransactionRow> {
      const found = await repo.findOrder(id);
      if (!found || found.order.side !== 'buy') throw AppError.notFound('order_not_found');
      if (outcome !== 'credit')
        return transitionNow(
          id,
          ['disputed'],
          outcome === 'refund'
            ? { status: 'refund', paymentDetails: 'returned to the payer' }
            : { status: 'declined', paymentDetails: 'dispute declined' },
          'order_not_disputed',
        );
      // The amount changes only as a dispute is credited, once: before that it is the order's.
      const ordered = found.txn.amount - (found.order.amountChange ?? 0n);
      let amount = ordered;
      if (amountText !== undefined) {
        const { method: fiat, currency } = await method(found.order.methodId);
        amount = parsePositiveAmount(amountText, currency.precision);
        if (!fiat.buy) throw new AppError('wallet_buy_banned', 403, { bankId: fiat.id });
        checkBounds(amount, fiat.buy, currency);
      }
      const row = await deps.db.transaction(async (tx) => {
        const completed = await deps.wallet.completeDeposit(id, {
          from: ['disputed'],
          amount,
          tx,
          conflict: 'order_not_disputed',
        });
        await createFiatRepo(tx).updateOrder(id, {
          amountChange: amount === ordered ? null : amount - ordered,
          openUserId: null,
        });
        return completed;
      });
      await publishCredit(row);
      return row;
    },
  };
}
