import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBalance } from '../api/get-balance';
import { BalanceAmount } from './balance-amount';
import { CurrencySelect } from './currency-select';
import { PaymentMethods } from './payment-methods';

function BalanceTile({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-2xl border border-line bg-surface-2 p-4">
      <span className="text-xs font-medium text-muted">{label}</span>
      <span data-testid={testId} className="truncate text-lg font-bold text-fg tabular-nums">
        {children}
      </span>
    </div>
  );
}

/**
 * Offers, the balance (everything, and what can leave through fiat methods), the display
 * currency, then the withdraw methods.
 */
export function WithdrawTab({ banners }: { banners?: ReactNode }) {
  const { t } = useTranslation();
  const balance = useBalance();
  const figure = (part: 'total' | 'fiat') =>
    balance.isPending ? (
      <Skeleton className="my-1 h-5 w-24" />
    ) : balance.data ? (
      <BalanceAmount part={balance.data[part]} />
    ) : (
      '—'
    );

  return (
    <div className="flex flex-col gap-4">
      {banners}
      <div className="grid grid-cols-2 gap-3">
        <BalanceTile label={t('Wallet.total_balance')} testId="wallet-balance-total">
          {figure('total')}
        </BalanceTile>
        <BalanceTile label={t('Wallet.fiat_balance')} testId="wallet-balance-fiat">
          {figure('fiat')}
        </BalanceTile>
      </div>
      {balance.isError && (
        <div className="flex items-center justify-between gap-3 text-[13px] text-muted">
          {t('Wallet.balance_unavailable')}
          <Button size="sm" variant="outline" onClick={() => void balance.refetch()}>
            <RotateCw className="size-3.5" />
            {t('Shared.retry')}
          </Button>
        </div>
      )}
      <CurrencySelect />
      <PaymentMethods side="withdraw" />
    </div>
  );
}
