import type { TTransaction } from '@aurum/contracts/wallet';
import { ArrowDownLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../utils/format-money';

/** The deposit being disputed, as the history showed it: amount, when, and its status. */
export function DisputeOrderSummary({ transaction }: { transaction: TTransaction }) {
  const { t, i18n } = useTranslation();
  const { originalAmount, timestamp, status } = transaction;
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(timestamp));
  return (
    <div
      data-testid="dispute-order"
      className="flex items-center gap-3 rounded-2xl border border-line bg-surface-2 bg-[radial-gradient(ellipse_at_top_right,rgb(124_92_255/0.14),transparent_60%)] p-3.5"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-mint-500/10 text-mint-400 ring-1 ring-mint-500/20">
        <ArrowDownLeft className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-[15px] font-bold text-fg tabular-nums">
          {t('Dispute.order', {
            amount: formatMoney(
              originalAmount,
              originalAmount.currency.displayFormat,
              i18n.language,
            ),
          })}
        </span>
        <span className="truncate text-xs text-subtle tabular-nums">{when}</span>
      </span>
      <span className="shrink-0 rounded-full bg-surface-3 px-2.5 py-1 text-[11px] font-semibold text-muted ring-1 ring-line">
        {t(`Wallet.txn_status.${status}`)}
      </span>
    </div>
  );
}
