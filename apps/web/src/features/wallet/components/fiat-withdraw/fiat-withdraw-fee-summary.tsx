import type { TFiatMethod } from '@aurum/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatFiatAmount } from '../../utils/fiat-method';
import type { TFiatWithdrawFigures } from '../../utils/fiat-withdraw-figures';

interface FiatWithdrawFeeSummaryProps {
  method: TFiatMethod;
  /** `null` while the amount is not a valid one. */
  figures: TFiatWithdrawFigures | null;
}

/** The fee of the amount typed (spec 9 tiers), what arrives and what leaves the balance. */
export function FiatWithdrawFeeSummary({ method, figures }: FiatWithdrawFeeSummaryProps) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatFiatAmount(value, method.currency, i18n.language);
  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  const figure = (value: string | undefined, testId: string, className?: string) =>
    value === undefined ? (
      <span className="text-subtle">—</span>
    ) : (
      <span data-testid={testId} className={cn('tabular-nums', className)}>
        {money(value)}
      </span>
    );

  return (
    <dl
      data-testid="fiat-withdraw-fee"
      className="flex flex-col gap-2.5 rounded-2xl border border-line bg-surface-2/60 px-4 py-3.5 text-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <dt className="text-muted">
          {figures?.percent
            ? t('WalletFiatWithdraw.fee_percent', { percent: percent(figures.percent) })
            : t('WalletFiatWithdraw.fee')}
        </dt>
        <dd className="font-medium text-fg">{figure(figures?.fee, 'fiat-withdraw-fee-amount')}</dd>
      </div>
      <div className="flex items-center justify-between gap-3">
        <dt className="text-muted">{t('WalletFiatWithdraw.total')}</dt>
        <dd className="font-medium text-fg">{figure(figures?.total, 'fiat-withdraw-total')}</dd>
      </div>
      <div className="h-px bg-line/70" />
      <div className="flex items-center justify-between gap-3">
        <dt className="font-semibold text-fg">{t('WalletFiatWithdraw.receive')}</dt>
        <dd className="text-base font-bold">
          {figure(figures?.receive, 'fiat-withdraw-receive', 'text-gold-gradient')}
        </dd>
      </div>
    </dl>
  );
}
