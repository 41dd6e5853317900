import { Ban, LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCryptoMethod } from '../../api/get-crypto-methods';
import { walletNavigation } from '../../model/wallet-views';
import { StatusIllustration } from '../status-illustration';

/** Withdrawals in this method are switched off for now (spec 2 "withdraw-disabled"). */
export function WithdrawDisabledView({ code }: { code: string }) {
  const { t } = useTranslation();
  const { method } = useCryptoMethod(code);
  return (
    <div
      data-testid="withdraw-disabled"
      className="flex flex-col items-center px-2 pt-6 pb-2 text-center"
    >
      <StatusIllustration icon={Ban} tone="muted" />
      <h3 className="mt-6 text-lg font-bold tracking-tight text-fg">
        {t('WalletWithdraw.disabled.title')}
      </h3>
      <p className="mt-2 max-w-sm text-sm leading-relaxed text-muted">
        {method
          ? t('WalletWithdraw.disabled.description', { name: method.name })
          : t('WalletWithdraw.disabled.description_generic')}
      </p>
      <Button
        variant="primary"
        size="lg"
        data-testid="withdraw-disabled-back"
        onClick={() => walletNavigation.showTab('withdraw')}
        className="mt-8 w-full max-w-sm"
      >
        <LayoutGrid className="size-4.5" />
        {t('WalletWithdraw.disabled.back')}
      </Button>
    </div>
  );
}
