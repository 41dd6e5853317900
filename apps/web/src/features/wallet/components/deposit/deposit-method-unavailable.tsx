import { CircleOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { walletNavigation } from '../../model/wallet-views';

/** A deposit method that cannot take deposits (any more): back to the others. */
export function DepositMethodUnavailable({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId={testId}
      icon={CircleOff}
      title={t('WalletDeposit.method_unavailable')}
      description={t('WalletDeposit.method_unavailable_description')}
      className="py-10"
      action={
        <Button variant="outline" onClick={() => walletNavigation.showTab('deposit')}>
          {t('WalletDeposit.other_methods')}
        </Button>
      }
    />
  );
}
