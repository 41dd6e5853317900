import { ArrowLeft, LayoutGrid, RotateCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { walletNavigation } from '../../model/wallet-views';
import { StatusIllustration } from '../status-illustration';

/**
 * A payment failed (spec 2 "error", 4 "Error view"). A deposit offers a retry and another
 * method; the retry reopens the fiat method's form (the deposit tab when there is none). A
 * withdrawal goes back to the withdraw tab.
 */
export function PaymentErrorView({
  type,
  methodId,
}: {
  type: 'deposit' | 'withdraw';
  /** A fiat deposit's method: "retry" reopens its form. */
  methodId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="wallet-error-view"
      data-type={type}
      className="flex flex-col items-center px-2 pt-6 pb-2 text-center"
    >
      <StatusIllustration icon={X} tone="danger" />
      <h3 className="mt-6 text-lg font-bold tracking-tight text-fg">
        {t(`WalletWithdraw.error.${type}_title`)}
      </h3>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-muted">
        {t(`WalletWithdraw.error.${type}_description`)}
      </p>
      <div className="mt-8 flex w-full max-w-sm flex-col gap-2">
        {type === 'deposit' ? (
          <>
            <Button
              variant="primary"
              size="lg"
              data-testid="wallet-error-retry"
              onClick={() =>
                methodId
                  ? walletNavigation.openView({ name: 'fiat-deposit', methodId })
                  : walletNavigation.showTab('deposit')
              }
            >
              <RotateCw className="size-4.5" />
              {t('WalletWithdraw.error.retry')}
            </Button>
            <Button
              variant="outline"
              data-testid="wallet-error-another-method"
              onClick={() => walletNavigation.showTab('deposit')}
            >
              <LayoutGrid className="size-4" />
              {t('WalletWithdraw.error.another_method')}
            </Button>
          </>
        ) : (
          <Button
            variant="primary"
            size="lg"
            data-testid="wallet-error-back"
            onClick={() => walletNavigation.showTab('withdraw')}
          >
            <ArrowLeft className="size-4.5" />
            {t('WalletWithdraw.error.back')}
          </Button>
        )}
      </div>
    </div>
  );
}
