import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { TWithdrawQuote } from '../../hooks/use-withdraw-quote';
import { formatMethodAmount } from '../../utils/crypto-amount';

interface WithdrawFeeSummaryProps {
  method: TCryptoMethod;
  quote: TWithdrawQuote;
}

/** The network fee of the amount typed and what arrives at the address after it. */
export function WithdrawFeeSummary({ method, quote }: WithdrawFeeSummaryProps) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatMethodAmount(value, method, i18n.language);

  if (quote.failed) {
    return (
      <div
        data-testid="withdraw-fee"
        className="flex items-center justify-between gap-3 rounded-2xl border border-danger/30 bg-danger/8 px-4 py-3 text-[13px] text-[#ffb3c0]"
      >
        {t('WalletWithdraw.fee_error')}
        <Button size="sm" variant="outline" onClick={quote.retry}>
          <RotateCw className="size-3.5" />
          {t('Shared.retry')}
        </Button>
      </div>
    );
  }

  const figure = (value: string | undefined, testId: string, className?: string) =>
    value === undefined ? (
      quote.loading ? (
        <Skeleton className="h-4 w-20" />
      ) : (
        <span className="text-subtle">—</span>
      )
    ) : (
      <span
        data-testid={testId}
        className={cn('tabular-nums transition-opacity', quote.loading && 'opacity-50', className)}
      >
        {money(value)}
      </span>
    );

  return (
    <dl
      data-testid="withdraw-fee"
      aria-busy={quote.loading}
      className="flex flex-col gap-2.5 rounded-2xl border border-line bg-surface-2/60 px-4 py-3.5 text-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <dt className="text-muted">{t('WalletWithdraw.fee')}</dt>
        <dd className="font-medium text-fg">{figure(quote.quote?.fee, 'withdraw-fee-amount')}</dd>
      </div>
      <div className="h-px bg-line/70" />
      <div className="flex items-center justify-between gap-3">
        <dt className="font-semibold text-fg">{t('WalletWithdraw.receive')}</dt>
        <dd className="text-base font-bold">
          {figure(quote.receive, 'withdraw-receive', 'text-gold-gradient')}
        </dd>
      </div>
    </dl>
  );
}
