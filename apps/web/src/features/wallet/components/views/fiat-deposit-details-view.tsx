import type { TBuyOrder } from '@aurum/contracts/wallet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCountdown } from '@/hooks/use-countdown';
import { isApiError } from '@/lib/api-error';
import { walletPendingStore } from '@/lib/wallet-modal';
import { useBuyOrder } from '../../api/get-buy-order';
import { walletNavigation } from '../../model/wallet-views';
import { OrderBankDetails } from '../deposit/order-bank-details';
import { OrderExternalInvoice } from '../deposit/order-external-invoice';
import { OrderProofForm } from '../deposit/order-proof-form';
import { OrderSettled } from '../deposit/order-settled';

const AWAITING_PAYMENT = new Set<TBuyOrder['status']>(['waiting', 'pending']);

function DetailsSkeleton() {
  return (
    <div aria-hidden data-testid="fiat-deposit-details-loading" className="flex flex-col gap-4">
      <Skeleton className="h-[104px] rounded-2xl" />
      <Skeleton className="h-[196px] rounded-2xl" />
      <Skeleton className="h-12 rounded-xl" />
      <Skeleton className="h-12 rounded-lg" />
    </div>
  );
}

/**
 * A fiat deposit order (spec 4 "Deposit order details"), followed every 5 s and on each realtime
 * event: bank details with a countdown and "I paid" (then the proof step), an external invoice,
 * or where its status leads: pending (awaiting confirmation), the error view (expired or
 * declined), the history (a framed invoice finished), the deposit tab (no such order).
 */
export function FiatDepositDetailsView({
  orderId,
  step,
}: {
  orderId: string;
  step: 'waiting' | 'submit';
}) {
  const { t } = useTranslation();
  const order = useBuyOrder(orderId);
  const data = order.data;
  const status = data?.status;
  const awaitingPayment = status !== undefined && AWAITING_PAYMENT.has(status);
  const left = useCountdown(
    data && awaitingPayment ? order.dataUpdatedAt + data.details.expiredAt * 1000 : null,
  );
  const expired = awaitingPayment && left === 0;
  const notFound = isApiError(order.error) && order.error.status === 404;
  const methodId = data?.bankId;

  // A framed invoice that moves on (paid, declined...) sends the player to the history.
  const inFrame = status === 'pay_external_invoice' && data?.meta.external_info?.target === 'frame';
  const [framed, setFramed] = useState(false);
  if (inFrame && !framed) setFramed(true);

  useEffect(() => {
    if (notFound) walletNavigation.showTab('deposit');
  }, [notFound]);

  useEffect(() => {
    if (!status) return;
    if (framed && status !== 'pay_external_invoice') {
      walletNavigation.showTab('history');
    } else if (status === 'wait_for_confirmation') {
      walletPendingStore.open('deposit');
    } else if (status === 'timeouted' || status === 'declined' || expired) {
      walletNavigation.openView({ name: 'error', type: 'deposit', methodId });
    }
  }, [status, expired, framed, methodId]);

  const view = order.data;
  if (notFound || (!view && !order.isError)) return <DetailsSkeleton />;
  // A failed poll keeps what was shown; only a first load that failed says so.
  if (!view) {
    return (
      <LoadErrorState
        testId="fiat-deposit-details-error"
        description={t('WalletFiat.order.load_error')}
        onRetry={() => void order.refetch()}
      />
    );
  }

  switch (view.status) {
    case 'waiting':
    case 'pending':
      if (expired) return <DetailsSkeleton />;
      return (
        <div data-testid="fiat-deposit-details-view" data-step={step}>
          {step === 'submit' ? (
            <OrderProofForm orderId={view.id} />
          ) : (
            <OrderBankDetails
              order={view}
              left={left}
              onPaid={() =>
                walletNavigation.openView({
                  name: 'fiat-deposit-details',
                  orderId: view.id,
                  step: 'submit',
                })
              }
            />
          )}
        </div>
      );
    case 'pay_external_invoice':
      return (
        <div data-testid="fiat-deposit-details-view" data-step="invoice">
          <OrderExternalInvoice order={view} />
        </div>
      );
    case 'completed':
    case 'disputed':
    case 'refund':
      return <OrderSettled order={view} status={view.status} />;
    default:
      // Pending confirmation, expired or declined: the effect above moves on.
      return <DetailsSkeleton />;
  }
}
