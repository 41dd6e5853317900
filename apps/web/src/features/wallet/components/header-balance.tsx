import { Plus, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useWalletModal } from '@/lib/wallet-modal';
import { useBalance } from '../api/get-balance';
import { BalanceAmount } from './balance-amount';
import { LiveStatusDot } from './live-status-dot';

/** Balance and top-up: a skeleton while it loads, a dash if it cannot be loaded, never a guess. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const balance = useBalance();
  const { open } = useWalletModal();
  return (
    <div className="flex h-9 items-stretch overflow-hidden rounded-xl border border-line bg-surface-2 sm:h-10">
      <button
        type="button"
        data-testid="header-balance"
        aria-busy={balance.isPending}
        onClick={() => open('withdraw')}
        className="relative flex min-w-0 cursor-pointer items-center gap-2 px-2.5 transition-colors hover:bg-surface-3 sm:px-3"
      >
        {balance.data ? (
          <img
            src={balance.data.total.currency.icon}
            alt=""
            className="hidden size-[18px] shrink-0 sm:block"
          />
        ) : (
          <Wallet className="hidden size-4 shrink-0 text-gold-400 sm:block" />
        )}
        <span className="sr-only">{t('Wallet.balance')}</span>
        {balance.isPending ? (
          <Skeleton className="h-4 w-14 sm:w-16" />
        ) : balance.data ? (
          <BalanceAmount
            part={balance.data.total}
            className="max-w-[96px] truncate text-[13px] font-bold text-fg tabular-nums sm:max-w-[160px] sm:text-sm"
          />
        ) : (
          <span title={t('Wallet.balance_unavailable')} className="px-2 font-bold text-muted">
            —
          </span>
        )}
        <LiveStatusDot />
      </button>
      <button
        type="button"
        data-testid="header-top-up"
        onClick={() => open('deposit')}
        className="flex cursor-pointer items-center gap-1.5 bg-linear-to-b from-gold-300 via-gold-400 to-gold-600 px-2.5 text-[13px] font-bold text-[#1c1303] transition-[filter] hover:brightness-110 sm:px-3.5"
      >
        <Plus className="size-4" strokeWidth={2.6} />
        <span className="sr-only sm:not-sr-only">{t('Wallet.top_up')}</span>
      </button>
    </div>
  );
}
