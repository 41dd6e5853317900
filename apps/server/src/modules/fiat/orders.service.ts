import { createHash, randomUUID } from 'node:crypto';
import type { TAdminOrder } from '@aurum/contracts/admin';
import { formatMinor, parseDecimal } from '@aurum/contracts/money';
import type { TBuyOrder } from '@aurum/contracts/wallet';
import type { z } from 'zod';
import type {
  ZBuyOrderBody,
  ZDisputeBody,
  ZPaidBody,
  ZSellOrderBody,
} from '@aurum/contracts/wallet';
import type { Db } from '../../db/client';
import type { TFiatSideTerms } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { tieredFee } from '../../lib/fee-tiers';
import type { TUserRow } from '../users/users.service';
import type { TPaymentTransactionRow, WalletService } from '../wallet/wallet.service';
import { checkFields } from './fields';
import type { FiatProvider } from './provider';
import { createFiatRepo, type TFiatOrderRow } from './fiat.repo';
import { readImage } from './uploads';

type TBuyBody = z.infer<typeof ZBuyOrderBody>;
type TPaidBody = z.infer<typeof ZPaidBody>;
type TDisputeBody = z.infer<typeof ZDisputeBody>;
type TSellBody = z.infer<typeof ZSellOrderBody>;

/**
 * Payout fields every form may send beyond a method's lists (spec 5): the full-name fields it
 * fills from the name, and the one extra field each kind always offers.
 */
const PAYOUT_EXTRA_FIELDS = ['first_name', 'last_name', 'full_name', 'full_name_latin'];
const EXTRA_BY_KIND: Record<string, string[]> = {
  p2p: ['card'],
  account_number: ['account_number_online_banking_ph'],
  sbp: ['phone'],
};

/** A deposit order still waiting for the player's payment. */
const AWAITING_PAYMENT = ['waiting', 'pending', 'pay_external_invoice'];
/** Statuses a player may dispute from (spec 4, "History item"). */
const DISPUTABLE = ['timeouted', 'pending', 'declined', 'wait_for_confirmation'];
/** Statuses an operator (or the sandbox bank) may credit from. */
const CONFIRMABLE = [...AWAITING_PAYMENT, 'wait_for_confirmation', 'timeouted', 'disputed'];

/**
 * Fiat (bank-type) orders. Deposits: an order with the provider's bank details and an expiry
 * the server enforces; the player reports payment with a proof; an operator (or the sandbox
 * bank) confirms, which credits exactly once. Withdrawals: the amount and fee are reserved at
 * once; an operator pays out or fails it (the money returns).
 */
export function createOrdersService(deps: {
  db: Db;
  wallet: WalletService;
  provider: FiatProvider;
  rules: { enabled: boolean; cancelSeconds: number };
}) {
  const repo = createFiatRepo(deps.db);

  async function method(id: string) {
    const found = await repo.findMethod(id);
    if (!found) throw AppError.notFound('error_method_not_found', { bankId: id });
    return found;
  }

  function parseAmount(text: string, precision: number): bigint {
    let amount: bigint;
    try {
      amount = parseDecimal(text, precision);
    } catch {
      throw new AppError('Validation.invalid_amount', 400, { precision });
    }
    if (amount <= 0n) throw new AppError('Validation.invalid_amount', 400, { precision });
    return amount;
  }

  function checkBounds(
    amount: bigint,
    terms: TFiatSideTerms,
    currency: { code: string; precision: number },
  ) {
    const format = (minor: string) => formatMinor(BigInt(minor), currency.precision);
    if (amount < BigInt(terms.minAmount))
      throw new AppError('Validation.minimum_amount', 422, {
        amount: format(terms.minAmount),
        currency: currency.code,
      });
    if (amount > BigInt(terms.maxAmount))
      throw new AppError('Validation.maximum_amount', 422, {
        amount: format(terms.maxAmount),
        currency: currency.code,
      });
  }

  /** Marks an order timed out once its time has run out: the server's clock decides. */
  async function expireIfDue(order: TFiatOrderRow, txn: TPaymentTransactionRow, now: Date) {
    if (
      order.side !== 'buy' ||
      !AWAITING_PAYMENT.includes(txn.status) ||
      !order.expiresAt ||
      order.expiresAt > now
    )
      return txn;
    return (
      (await deps.wallet.setDepositStatus(txn.id, AWAITING_PAYMENT, { status: 'timeouted' })) ?? txn
    );
  }

  async function load(id: string, user: TUserRow, now = new Date()) {
    const found = await repo.findOrder(id, user.id);
    if (!found || found.order.side !== 'buy') throw AppError.notFound('order_not_found');
    const txn = await expireIfDue(found.order, found.txn, now);
    return { order: found.order, txn };
  }

  async function present(
    order: TFiatOrderRow,
    txn: TPaymentTransactionRow,
    now = new Date(),
  ): Promise<TBuyOrder> {
    const { currency, method: fiat } = await method(order.methodId);
    const details = order.paymentDetails ?? {};
    const left = order.expiresAt
      ? Math.max(0, Math.ceil((order.expiresAt.getTime() - now.getTime()) / 1000))
      : 0;
    const open = AWAITING_PAYMENT.includes(txn.status);
    return {
      id: order.id,
      status: txn.status as TBuyOrder['status'],
      url: txn.status === 'pay_external_invoice' ? order.invoiceUrl : null,
      bankId: fiat.id,
      bankMethod: fiat.kind,
      valueFrom: formatMinor(txn.amount, currency.precision),
      currencyFrom: { code: currency.code, displayFormat: currency.displayFormat },
      details: {
        expiredAt: open ? left : 0,
        paymentDetails: {
          card: details.card ?? null,
          phone: details.phone ?? null,
          bankName: details.bankName ?? null,
          name: details.name ?? null,
          recipientBank: details.recipientBank ? { name: details.recipientBank } : null,
          senderBank: { method: fiat.kind, label: fiat.name },
        },
      },
      additonalAmountChange:
        order.amountChange !== null ? formatMinor(order.amountChange, currency.precision) : null,
      meta: {
        external_info:
          order.invoiceTarget !== null
            ? { target: order.invoiceTarget as 'parent' | 'blank' | 'frame' }
            : null,
      },
    };
  }

  /** Credits a deposit order once; a second or concurrent confirmation moves nothing. */
  async function confirm(id: string) {
    const found = await repo.findOrder(id);
    if (!found || found.order.side !== 'buy') throw AppError.notFound('order_not_found');
    if (found.txn.status === 'completed') return found.txn;
    if (!CONFIRMABLE.includes(found.txn.status))
      throw AppError.conflict('order_not_confirmable', { status: found.txn.status });
    return deps.wallet.completeDeposit(id);
  }

  return {
    present,

    async createBuy(user: TUserRow, body: TBuyBody, now = new Date()) {
      if (!deps.rules.enabled) throw new AppError('payments_are_disabled', 403);
      const { method: fiat, currency } = await method(body.bankId);
      const terms = fiat.buy;
      if (!terms) throw new AppError('wallet_buy_banned', 403, { bankId: fiat.id });
      const amount = parseAmount(body.amount, currency.precision);
      checkBounds(amount, terms, currency);
      const fields = checkFields(body.externalFields, terms);
      if (!terms.multiplyOrdersAllowed && (await repo.openBuyOrder(user.id, fiat.id, now)))
        throw AppError.conflict('error_orders_limit');
      const id = randomUUID();
      const invoice = deps.provider.openInvoice({
        id,
        methodId: fiat.id,
        kind: fiat.kind,
        currency: currency.code,
      });
      const txn = await deps.db.transaction(async (tx) => {
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
        await createFiatRepo(tx).insertOrder({
          id,
          methodId: fiat.id,
          side: 'buy',
          expiresAt: new Date(now.getTime() + invoice.expiresInSeconds * 1000),
          fields,
          paymentDetails: invoice.paymentDetails,
          invoiceUrl: invoice.external?.url ?? null,
          invoiceTarget: invoice.external?.target ?? null,
          callbackUrl: body.callbackUrl ?? null,
        });
        return row;
      });
      await deps.wallet.publishTransaction(txn);
      return { id: txn.id };
    },

    async buyOrder(user: TUserRow, id: string) {
      const { order, txn } = await load(id, user);
      return present(order, txn);
    },

    async notExpired(user: TUserRow, methodId: string, now = new Date()) {
      const found = await repo.openBuyOrder(user.id, methodId, now);
      return found ? present(found.order, found.txn, now) : null;
    },

    /** "I paid": the payer's name and a proof image; the order waits for confirmation. */
    async paid(user: TUserRow, id: string, body: TPaidBody, now = new Date()) {
      const { txn } = await load(id, user, now);
      if (txn.status === 'timeouted') throw AppError.conflict('order_expired');
      if (!['waiting', 'pending'].includes(txn.status))
        throw AppError.conflict('order_not_awaiting_payment', { status: txn.status });
      const image = readImage(body.fileContent);
      const moved = await deps.db.transaction(async (tx) => {
        const row = await deps.wallet.setDepositStatus(
          id,
          ['waiting', 'pending'],
          { status: 'wait_for_confirmation' },
          tx,
        );
        if (!row) return undefined;
        const txRepo = createFiatRepo(tx);
        await txRepo.insertUpload({
          orderId: id,
          purpose: 'proof',
          fileName: body.fileName,
          mime: image.mime,
          content: image.content,
        });
        const updated = await txRepo.updateOrder(id, { payerName: body.name });
        return { row, updated };
      });
      if (!moved) throw AppError.conflict('order_not_awaiting_payment');
      await deps.wallet.publishTransaction(moved.row);
      return present(moved.updated, moved.row, now);
    },

    async dispute(user: TUserRow, id: string, body: TDisputeBody, now = new Date()) {
      const { currency } = await method((await load(id, user, now)).order.methodId);
      const image = readImage(body.image.fileContent);
      let amount: bigint | null = null;
      if (body.acceptOption === 'CHANGE_INVOICE') {
        if (!body.amount)
          throw new AppError('validation_error', 400, {
            fields: [{ path: 'amount', message: 'Validation.required' }],
          });
        amount = parseAmount(body.amount, currency.precision);
      }
      const moved = await deps.db.transaction(async (tx) => {
        const row = await deps.wallet.setDepositStatus(id, DISPUTABLE, { status: 'disputed' }, tx);
        if (!row) return undefined;
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
            amount: amount === null ? null : formatMinor(amount, currency.precision),
            comment: body.comment,
            problem: body.problem,
            name: body.image.name,
          },
        });
        return { row, updated };
      });
      if (!moved) throw AppError.conflict('order_not_disputable');
      await deps.wallet.publishTransaction(moved.row);
      return present(moved.updated, moved.row, now);
    },

    confirm,

    async decline(id: string, reason: string) {
      const row = await deps.wallet.setDepositStatus(id, CONFIRMABLE, {
        status: 'declined',
        paymentDetails: reason,
      });
      if (!row) throw AppError.conflict('order_not_confirmable');
      return row;
    },

    /** Sandbox bank: the order's time runs out now, or it turns into an external invoice. */
    async timeout(id: string) {
      const row = await deps.wallet.setDepositStatus(id, AWAITING_PAYMENT, { status: 'timeouted' });
      if (!row) throw AppError.conflict('order_not_awaiting_payment');
      return row;
    },
    async toExternalInvoice(id: string) {
      const found = await repo.findOrder(id);
      if (!found || found.order.side !== 'buy') throw AppError.notFound('order_not_found');
      await repo.updateOrder(id, {
        invoiceUrl: found.order.invoiceUrl ?? `/api/sandbox/fiat/invoice/${id}`,
        invoiceTarget: found.order.invoiceTarget ?? 'frame',
      });
      const row = await deps.wallet.setDepositStatus(id, ['waiting', 'pending'], {
        status: 'pay_external_invoice',
      });
      if (!row) throw AppError.conflict('order_not_awaiting_payment');
      return row;
    },

    /** An operator settles a dispute: credit (at the changed amount, if any) or decline. */
    async resolveDispute(
      id: string,
      outcome: 'credit' | 'refund' | 'decline',
      amountText?: string,
    ) {
      const found = await repo.findOrder(id);
      if (!found || found.order.side !== 'buy') throw AppError.notFound('order_not_found');
      if (found.txn.status !== 'disputed') throw AppError.conflict('order_not_disputed');
      if (outcome === 'decline') return this.decline(id, 'dispute declined');
      if (outcome === 'refund') {
        const row = await deps.wallet.setDepositStatus(id, ['disputed'], {
          status: 'refund',
          paymentDetails: 'returned to the payer',
        });
        if (!row) throw AppError.conflict('order_not_disputed');
        return row;
      }
      const { currency } = await method(found.order.methodId);
      const changed = amountText ?? found.order.dispute?.amount ?? null;
      if (changed !== null) {
        const amount = parseAmount(changed, currency.precision);
        if (amount !== found.txn.amount)
          await deps.db.transaction(async (tx) => {
            await deps.wallet.setDepositAmount(tx, id, amount);
            await createFiatRepo(tx).updateOrder(id, { amountChange: amount - found.txn.amount });
          });
      }
      return confirm(id);
    },

    /** Deposit orders whose time ran out are marked so (the server's clock, not the countdown). */
    async expireDue(now = new Date()): Promise<number> {
      let expired = 0;
      for (const id of await repo.expiredBuyOrders(now, 100)) {
        const row = await deps.wallet.setDepositStatus(id, AWAITING_PAYMENT, {
          status: 'timeouted',
        });
        if (row) expired += 1;
      }
      return expired;
    },

    /**
     * A fiat withdrawal: the amount is bounded by the method's limits and by the fiat part of
     * the balance less the fee; amount and fee are reserved at once.
     */
    async createSell(user: TUserRow, body: TSellBody, now = new Date()) {
      if (!deps.rules.enabled) throw new AppError('payments_are_disabled', 403);
      const { method: fiat, currency } = await method(body.bankId);
      const terms = fiat.sell;
      if (!terms) throw new AppError('wallet_fiat_banned', 403, { bankId: fiat.id });
      await deps.wallet.assertCanWithdraw(user);
      const amount = parseAmount(body.amount, currency.precision);
      checkBounds(amount, terms, currency);
      if (terms.subbanks.length > 0 && !terms.subbanks.some((bank) => bank.id === body.subbankId))
        throw new AppError('validation_error', 400, {
          fields: [{ path: 'subbankId', message: 'Validation.required' }],
        });
      const fields = checkFields(body.details, {
        required: terms.required,
        optional: [...terms.optional, ...PAYOUT_EXTRA_FIELDS, ...(EXTRA_BY_KIND[fiat.kind] ?? [])],
      });
      const fee = tieredFee(amount, terms.levels);
      const total = amount + fee;
      const available = await deps.wallet.fromAccount(
        currency.code,
        await deps.wallet.fiatAvailable(user.id),
      );
      if (total > available)
        throw new AppError('insufficient_balance', 422, {
          available: formatMinor(available, currency.precision),
          currency: currency.code,
        });
      const id = randomUUID();
      const row = await deps.wallet.openWithdrawal(
        {
          id,
          type: 'sell',
          userId: user.id,
          method: 'fiat',
          currencyCode: currency.code,
          amount: total,
          fee,
          cancellableUntil: new Date(now.getTime() + deps.rules.cancelSeconds * 1000),
          paymentDetails: fiat.name,
          extra: async (tx) => {
            const txRepo = createFiatRepo(tx);
            await txRepo.insertOrder({
              id,
              methodId: fiat.id,
              side: 'sell',
              fields,
              subbankId: body.subbankId ?? null,
            });
            await txRepo.saveDetails({
              userId: user.id,
              methodId: fiat.id,
              fingerprint: createHash('sha256')
                .update(JSON.stringify(Object.entries(fields).sort()))
                .digest('hex'),
              fields,
            });
          },
        },
        now,
      );
      return row;
    },

    async savedDetails(user: TUserRow, methodId: string) {
      const rows = await repo.savedDetails(user.id, methodId);
      return rows.map((row) => ({ id: row.id.toString(), details: row.fields }));
    },

    cancelSell: (user: TUserRow, id: string, now = new Date()) =>
      deps.wallet.cancelWithdrawal(user.id, id, now),

    /** The payout went out (operator or sandbox bank). */
    async sellPaid(id: string, reviewedBy?: string, now = new Date()) {
      const row = await deps.wallet.settleWithdrawal(
        id,
        () => Promise.resolve({ kind: 'sent', externalId: `payout-${id.slice(0, 8)}`, reviewedBy }),
        // Not while the player may still cancel it.
        { status: 'pending', dueBy: now },
      );
      if (!row) throw AppError.conflict('order_not_payable');
      return row;
    },
    /** Fiat withdrawals whose cancel window has closed, for the sandbox bank. */
    dueSells: (now: Date) => deps.wallet.dueWithdrawals(now, 50, 'sell'),
    /** The payout failed: the money returns to the player. */
    async sellFailed(id: string, reason: string, reviewedBy?: string) {
      const row = await deps.wallet.settleWithdrawal(
        id,
        () => Promise.resolve({ kind: 'declined', reason, reviewedBy }),
        { status: 'pending' },
      );
      if (!row) throw AppError.conflict('order_not_payable');
      return row;
    },

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

  async function toAdmin(order: TFiatOrderRow, txn: TPaymentTransactionRow): Promise<TAdminOrder> {
    const { currency } = await method(order.methodId);
    return {
      id: order.id,
      userId: txn.userId,
      side: order.side as 'buy' | 'sell',
      status: txn.status,
      methodId: order.methodId,
      currency: currency.code,
      amount: formatMinor(txn.amount, currency.precision),
      fee: formatMinor(txn.fee ?? 0n, currency.precision),
      payerName: order.payerName,
      hasProof: await repo.hasUpload(order.id),
      details: order.fields,
      dispute: order.dispute
        ? {
            acceptOption: order.dispute.acceptOption,
            amount: order.dispute.amount,
            comment: order.dispute.comment,
            problem: order.dispute.problem,
          }
        : null,
      expiresAt: order.expiresAt?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
    };
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>;
