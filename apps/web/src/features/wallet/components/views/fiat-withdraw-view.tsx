import { LayoutGrid, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useFiatMethod } from '../../api/get-fiat-methods';
import { useSavedDetails } from '../../api/get-saved-details';
import { useFiatWithdrawDraft } from '../../model/fiat-withdraw-draft';
import { walletNavigation } from '../../model/wallet-views';
import { FiatWithdrawConfirmDialog } from '../fiat-withdraw/fiat-withdraw-confirm-dialog';
import { FiatWithdrawForm } from '../fiat-withdraw/fiat-withdraw-form';

function FiatWithdrawSkeleton() {
  return (
    <div aria-hidden data-testid="fiat-withdraw-loading" className="flex flex-col gap-5">
      <Skeleton className="h-[78px] rounded-2xl" />
      {[0, 1, 2].map((field) => (
        <div key={field} className="flex flex-col gap-1.5">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-11 rounded-xl" />
        </div>
      ))}
      <Skeleton className="h-[118px] rounded-2xl" />
      <Skeleton className="h-12 rounded-lg" />
    </div>
  );
}

/**
 * Withdrawing through one fiat method (spec 2 "fiat-withdraw"): the form (filled from the
 * detail sets used before), then the confirm modal over it. A method that does not pay out
 * says so.
 */
export function FiatWithdrawView({ methodId }: { methodId: string }) {
  const { t } = useTranslation();
  const { method, isPending, isError, refetch } = useFiatMethod(methodId);
  const saved = useSavedDetails(methodId);
  const { save } = useFiatWithdrawDraft();
  // A sent withdrawal starts the next one from a fresh form.
  const [formKey, setFormKey] = useState(0);

  // Saved details only prefill: a failure leaves the form empty rather than blocking it.
  if (isPending || saved.isPending) return <FiatWithdrawSkeleton />;
  if (isError) {
    return (
      <LoadErrorState
        testId="fiat-withdraw-error"
        description={t('WalletWithdraw.method_error')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!method?.sell) {
    return (
      <EmptyState
        testId="fiat-withdraw-unknown"
        icon={SearchX}
        title={t('WalletWithdraw.method_unknown_title')}
        description={t('WalletWithdraw.method_unknown')}
        className="py-10"
        action={
          <Button variant="outline" onClick={() => walletNavigation.showTab('withdraw')}>
            <LayoutGrid className="size-4" />
            {t('WalletWithdraw.choose_another')}
          </Button>
        }
      />
    );
  }

  return (
    <div data-testid="fiat-withdraw-view">
      <FiatWithdrawForm
        key={formKey}
        method={method}
        side={method.sell}
        savedSets={saved.data?.items ?? []}
        onSubmit={save}
      />
      <FiatWithdrawConfirmDialog
        method={method}
        side={method.sell}
        onSent={() => setFormKey((key) => key + 1)}
      />
    </div>
  );
}
