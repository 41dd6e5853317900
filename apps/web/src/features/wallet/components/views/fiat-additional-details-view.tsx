import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { useFiatMethod } from '../../api/get-fiat-methods';
import { useStartBuyOrder } from '../../hooks/use-start-buy-order';
import { formatFiatAmount } from '../../utils/fiat-method';
import { FiatMethodHeader } from '../deposit/fiat-method-header';
import { PaymentDetailsForm } from '../deposit/payment-details-form';
import { FiatMethodUnavailable, FiatViewSkeleton } from './fiat-deposit-view';

/**
 * The payer's details a fiat method needs before its order opens (spec 2
 * "fiat-deposit-additional-details"); back returns to the amount.
 */
export function FiatAdditionalDetailsView({
  methodId,
  amount,
}: {
  methodId: string;
  amount: string;
}) {
  const { t, i18n } = useTranslation();
  const { method, isPending, isError, refetch } = useFiatMethod(methodId);
  const order = useStartBuyOrder();

  if (isPending) return <FiatViewSkeleton testId="fiat-additional-details-loading" />;
  if (isError) {
    return (
      <LoadErrorState
        testId="fiat-additional-details-error"
        description={t('WalletFiat.method_error')}
        onRetry={() => void refetch()}
      />
    );
  }
  const buy = method?.buy;
  if (!method || !buy) return <FiatMethodUnavailable />;

  return (
    <div data-testid="fiat-additional-details-view" className="flex flex-col gap-5">
      <FiatMethodHeader
        method={method}
        aside={
          <span className="flex shrink-0 flex-col items-end">
            <span className="text-[11px] text-subtle">{t('WalletFiat.you_pay')}</span>
            <span
              data-testid="fiat-details-amount"
              className="text-base font-bold text-gold-300 tabular-nums"
            >
              {formatFiatAmount(amount, method.currency, i18n.language)}
            </span>
          </span>
        }
      />
      <p className="text-[13px] leading-relaxed text-muted">{t('WalletFiat.details_intro')}</p>
      <PaymentDetailsForm
        method={method}
        buy={buy}
        busy={order.isPending}
        onSubmit={(externalFields) => order.start({ methodId, amount, externalFields })}
      />
    </div>
  );
}
