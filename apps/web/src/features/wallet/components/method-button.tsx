import { ChevronRight, LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface TMethodButton {
  /** Unique within the tab (the method code). */
  id: string;
  testId: string;
  icon: string;
  title: string;
  /** A second line beside the icon: the network for crypto, the bank for fiat. */
  subtitle?: string;
  /** The amount limit under the title, e.g. "Min 1.00 USDT". */
  limit?: string;
  /** A deposit bonus, e.g. "+5%". */
  badge?: string;
  /** Opening it waits for the server (a fiat method looks for an open order first). */
  busy?: boolean;
  onSelect: () => void;
}

/** One payment method: icon, name, network or bank, its limit and a bonus badge. */
export function MethodButton({
  testId,
  icon,
  title,
  subtitle,
  limit,
  badge,
  busy = false,
  onSelect,
}: TMethodButton) {
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={onSelect}
      disabled={busy}
      aria-busy={busy || undefined}
      className={cn(
        'group relative flex min-w-0 cursor-pointer items-center gap-2.5 rounded-2xl border border-line bg-surface-2 p-2.5 text-left sm:gap-3 sm:p-3 transition-[border-color,background-color,transform]',
        'hover:border-gold-500/45 hover:bg-surface-3 focus-visible:border-gold-400 focus-visible:outline-none active:scale-[0.98] disabled:cursor-wait',
      )}
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-xl bg-surface-3 ring-1 ring-line transition-colors group-hover:bg-surface-2 sm:size-10">
        <img src={icon} alt="" className="size-5 sm:size-6" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-[13px] font-semibold text-fg sm:text-sm">{title}</span>
        {subtitle && (
          <span className="truncate text-[10px] font-semibold tracking-wide text-subtle uppercase sm:text-[11px]">
            {subtitle}
          </span>
        )}
        {limit && <span className="mt-0.5 truncate text-xs text-muted tabular-nums">{limit}</span>}
      </span>
      {busy ? (
        <LoaderCircle className="size-4 shrink-0 animate-spin text-gold-400" />
      ) : (
        <ChevronRight className="hidden size-4 shrink-0 text-subtle transition-colors group-hover:text-gold-400 sm:block" />
      )}
      {badge && (
        <span
          data-testid="deposit-bonus-badge"
          className="absolute -top-2 right-2 rounded-full bg-linear-to-b from-mint-300 to-mint-500 px-1.5 py-0.5 text-[10px] leading-none font-extrabold text-[#03150d] shadow-[0_4px_12px_-4px_rgb(47_240_160/0.6)]"
        >
          {badge}
        </span>
      )}
    </button>
  );
}
