import type { TTransaction } from '@aurum/contracts/wallet';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney } from '../utils/format-money';
import { isIncoming } from '../utils/transaction-direction';

const STATUS_TONE: Partial<Record<TTransaction['status'], string>> = {
  completed: 'bg-mint-500/12 text-mint-300 ring-mint-500/25',
  declined: 'bg-danger/12 text-[#ff8fa3] ring-danger/30',
  timeouted: 'bg-danger/12 text-[#ff8fa3] ring-danger/30',
  cancelled: 'bg-surface-3 text-muted ring-line',
  disputed: 'bg-violet-500/15 text-violet-400 ring-violet-500/30',
  refund: 'bg-sky-500/12 text-sky-300 ring-sky-500/25',
};
const PENDING_TONE = 'bg-gold-500/12 text-gold-300 ring-gold-500/25';

export function TransactionRow({ transaction }: { transaction: TTransaction }) {
  const { t, i18n } = useTranslation();
  const { type, status, timestamp, originalAmount } = transaction;
  const incoming = isIncoming(type);
  const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
  const amount = formatMoney(originalAmount, originalAmount.currency.displayFormat, i18n.language);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
    new Date(timestamp),
  );

  return (
    <li
      data-testid="transaction-row"
      className="flex items-center gap-3 rounded-xl border border-line/70 bg-surface-2/70 px-3 py-2.5"
    >
      <span
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-lg ring-1',
          incoming
            ? 'bg-mint-500/10 text-mint-400 ring-mint-500/20'
            : 'bg-gold-500/10 text-gold-400 ring-gold-500/20',
        )}
      >
        <Icon className="size-4.5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-semibold text-fg">
          {t(`Wallet.txn_type.${type}`)}
        </span>
        <span className="text-xs text-subtle tabular-nums">{time}</span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <span
          className={cn('text-sm font-bold tabular-nums', incoming ? 'text-mint-300' : 'text-fg')}
        >
          {incoming ? '+' : '−'}
          {amount}
        </span>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1',
            STATUS_TONE[status] ?? PENDING_TONE,
          )}
        >
          {t(`Wallet.txn_status.${status}`)}
        </span>
      </span>
    </li>
  );
}
