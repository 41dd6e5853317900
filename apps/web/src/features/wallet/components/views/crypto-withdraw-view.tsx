import type { TBotPayProvider } from '@aurum/contracts/wallet';
import { LayoutGrid, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCryptoMethod } from '../../api/get-crypto-methods';
import { walletNavigation } from '../../model/wallet-views';
import { useWithdrawDraft } from '../../model/withdraw-draft';
import { CryptoWithdrawForm } from '../withdraw/crypto-withdraw-form';
import { WithdrawConfirmDialog } from '../withdraw/withdraw-confirm-dialog';
import { WithdrawDisabledView } from './withdraw-disabled-view';

function WithdrawFormSkeleton() {
  return (
    <div aria-hidden className="flex flex-col gap-5">
      <Skeleton className="h-[66px] rounded-2xl" />
      {[0, 1].map((field) => (
        <div key={field} className="flex flex-col gap-1.5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-11 rounded-xl" />
        </div>
      ))}
      <Skeleton className="h-[86px] rounded-2xl" />
      <Skeleton className="h-12 rounded-lg" />
    </div>
  );
}

/**
 * Withdrawing in one crypto method (spec 2 "crypto-withdraw"): the form, then the confirm
 * modal over it. A method closed for withdrawals shows why instead.
 */
export function CryptoWithdrawView({
  code,
  provider,
}: {
  code: string;
  provider?: TBotPayProvider | undefined;
}) {
  const { t } = useTranslation();
  const { method, isPending, isError, refetch } = useCryptoMethod(code);
  const { save } = useWithdrawDraft();
  // A sent withdrawal starts the next one from an empty form.
  const [formKey, setFormKey] = useState(0);
  const backToMethods = (
    <Button variant="outline" onClick={() => walletNavigation.showTab('withdraw')}>
      <LayoutGrid className="size-4" />
      {t('WalletWithdraw.choose_another')}
    </Button>
  );

  if (isPending) return <WithdrawFormSkeleton />;
  if (isError) {
    return (
      <LoadErrorState
        testId="crypto-withdraw-error"
        description={t('WalletWithdraw.method_error')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!method) {
    return (
      <EmptyState
        testId="crypto-withdraw-unknown"
        icon={SearchX}
        title={t('WalletWithdraw.method_unknown_title')}
        description={t('WalletWithdraw.method_unknown')}
        className="py-10"
        action={backToMethods}
      />
    );
  }
  if (!method.withdrawAllowed) return <WithdrawDisabledView code={code} />;

  return (
    <div data-testid="crypto-withdraw-view">
      <CryptoWithdrawForm
        key={formKey}
        method={method}
        initialDestination={provider}
        onSubmit={save}
      />
      <WithdrawConfirmDialog method={method} onSent={() => setFormKey((key) => key + 1)} />
    </div>
  );
}
