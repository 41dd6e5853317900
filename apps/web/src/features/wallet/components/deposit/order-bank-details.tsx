import type { TBuyOrder } from '@aurum/contracts/wallet';
import { CircleCheckBig, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { orderAmount } from '../../utils/buy-order';
import { OrderCountdown } from './order-countdown';
import { OrderDetailRow } from './order-detail-row';

const groupCard = (card: string) => card.replace(/\s+/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');

interface OrderBankDetailsProps {
  order: TBuyOrder;
  /** Seconds left to pay. */
  left: number;
  onPaid: () => void;
}

/**
 * The waiting step of a fiat deposit (spec 4): the exact amount, where to send it (card, phone,
 * bank, recipient) with copy buttons, the time left, and "I paid".
 */
export function OrderBankDetails({ order, left, onPaid }: OrderBankDetailsProps) {
  const { t, i18n } = useTranslation();
  const { card, phone, bankName, name, recipientBank } = order.details.paymentDetails;
  const amount = orderAmount(order, order.valueFrom, i18n.language);
  const copy = (what: string) => t('WalletFiat.order.copy', { what });
  const rows = [
    card && {
      testId: 'order-card',
      label: t('WalletFiat.order.card'),
      value: groupCard(card),
      copyText: card.replace(/\s+/g, ''),
    },
    phone && { testId: 'order-phone', label: t('WalletFiat.order.phone'), value: phone },
    bankName && { testId: 'order-bank', label: t('WalletFiat.order.bank'), value: bankName },
    recipientBank &&
      recipientBank.name !== bankName && {
        testId: 'order-recipient-bank',
        label: t('WalletFiat.order.recipient_bank'),
        value: recipientBank.name,
      },
    name && { testId: 'order-name', label: t('WalletFiat.order.recipient'), value: name },
  ].filter((row) => !!row);

  return (
    <div data-testid="order-waiting" className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-1 rounded-2xl border border-line bg-surface-2 bg-[radial-gradient(ellipse_at_top,rgb(245_177_32/0.14),transparent_65%)] px-4 py-5 text-center">
        <span className="text-[13px] text-muted">{t('WalletFiat.order.transfer_exactly')}</span>
        <span
          data-testid="order-amount"
          className="text-3xl font-extrabold tracking-tight text-fg tabular-nums"
        >
          {amount}
        </span>
        {order.additonalAmountChange && (
          <span data-testid="order-amount-change" className="text-xs text-gold-300">
            {t('WalletFiat.order.amount_changed', {
              amount: orderAmount(order, order.additonalAmountChange, i18n.language),
            })}
          </span>
        )}
      </div>
      {rows.length > 0 ? (
        <div className="divide-y divide-line/70 overflow-hidden rounded-2xl border border-line bg-surface-2/70">
          {rows.map(({ testId, label, value, copyText }) => (
            <OrderDetailRow
              key={testId}
              testId={testId}
              label={label}
              value={value}
              copyText={copyText}
              copyLabel={copy(label)}
            />
          ))}
        </div>
      ) : (
        <div
          data-testid="order-details-preparing"
          className="flex items-center justify-center gap-2.5 rounded-2xl border border-line bg-surface-2/70 px-4 py-6 text-sm text-muted"
        >
          <LoaderCircle className="size-4.5 animate-spin text-gold-400" />
          {t('WalletFiat.order.preparing')}
        </div>
      )}
      <OrderCountdown left={left} />
      <Alert tone="warning">{t('WalletFiat.order.warning')}</Alert>
      <Button variant="primary" size="lg" data-testid="order-paid" onClick={onPaid}>
        <CircleCheckBig className="size-4.5" />
        {t('WalletFiat.order.paid')}
      </Button>
    </div>
  );
}
