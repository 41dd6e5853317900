import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useFiatMethod } from '../../api/get-fiat-methods';
import { useStartBuyOrder } from '../../hooks/use-start-buy-order';
import { walletNavigation } from '../../model/wallet-views';
import { DepositMethodUnavailable } from '../deposit/deposit-method-unavailable';
import { FiatAmountForm } from '../deposit/fiat-amount-form';
import { FiatMethodHeader } from '../deposit/fiat-method-header';

export function FiatViewSkeleton({ testId }: { testId: string }) {
  return (
    <div aria-hidden data-testid={testId} className="flex flex-col gap-5">
      <Skeleton className="h-[78px] rounded-2xl" />
      <div className="flex flex-col gap-1.5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-12 rounded-xl" />
      </div>
      <div className="grid grid-cols-4 gap-2">
        {[0, 1, 2, 3].map((preset) => (
          <Skeleton key={preset} className="h-10 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-12 rounded-lg" />
    </div>
  );
}

/** The method cannot take deposits (any more): back to the others. */
export function FiatMethodUnavailable() {
  return <DepositMethodUnavailable testId="fiat-deposit-unavailable" />;
}

/**
 * A fiat deposit (spec 2 "fiat-deposit"): the amount, then the payer's details when the method
 * asks for some, else the order opens at once and shows where to pay.
 */
export function FiatDepositView({ methodId }: { methodId: string }) {
  const { t } = useTranslation();
  const { method, isPending, isError, refetch } = useFiatMethod(methodId);
  const order = useStartBuyOrder();

  if (isPending) return <FiatViewSkeleton testId="fiat-deposit-loading" />;
  if (isError) {
    return (
      <LoadErrorState
        testId="fiat-deposit-error"
        description={t('WalletFiat.method_error')}
        onRetry={() => void refetch()}
      />
    );
  }
  const buy = method?.buy;
  if (!method || !buy) return <FiatMethodUnavailable />;

  const needsDetails = buy.externalDetailsFields.required.length > 0;
  const next = (amount: string) =>
    needsDetails
      ? walletNavigation.openView({ name: 'fiat-deposit-additional-details', methodId, amount })
      : order.start({ methodId, amount });

  return (
    <div data-testid="fiat-deposit-view" className="flex flex-col gap-5">
      <FiatMethodHeader method={method} />
      <FiatAmountForm
        method={method}
        buy={buy}
        needsDetails={needsDetails}
        busy={order.isPending}
        onSubmit={next}
      />
      <p className="flex items-start gap-2 text-xs leading-relaxed text-subtle">
        <ShieldCheck className="mt-px size-4 shrink-0 text-mint-400" />
        {t('WalletFiat.deposit_note')}
      </p>
    </div>
  );
}
