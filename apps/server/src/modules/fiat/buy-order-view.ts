import { formatMinor } from '@aurum/contracts/money';
import type { TBuyOrder } from '@aurum/contracts/wallet';
import type { TPaymentTransactionRow } from '../wallet/wallet.service';
import type { TFiatMethodRow, TFiatOrderRow } from './fiat.repo';
import { AWAITING_PAYMENT } from './order-terms';

/** A deposit order as the player's wallet shows it (spec 4). */
export function presentBuyOrder(
  order: TFiatOrderRow,
  txn: TPaymentTransactionRow,
  found: {
    method: TFiatMethodRow;
    currency: { code: string; precision: number; displayFormat: string };
  },
  now: Date,
): TBuyOrder {
  const { currency, method: fiat } = found;
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
