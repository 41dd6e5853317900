import type { TCrashBet } from '@aurum/contracts/crash';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatAmount, formatHundredths, type TCurrency } from '../../model/format';

/** Everyone's bets in the round: masked names, stakes, and each cash-out as it happens. */
export function CrashPlayers({
  bets,
  currency,
  myBetId,
}: {
  bets: TCrashBet[];
  currency: TCurrency;
  myBetId: string | null;
}) {
  const { t } = useTranslation();
  const total = bets.reduce((sum, bet) => sum + BigInt(bet.bet), 0n);
  return (
    <section data-testid="crash-players" className="flex min-h-0 flex-col gap-2">
      <header className="flex items-center justify-between text-xs font-semibold text-muted">
        <span className="flex items-center gap-1.5">
          <Users className="size-3.5" />
          {t('Studio.crash.players', { count: bets.length })}
        </span>
        <span className="font-mono text-fg/80">
          {formatAmount(total, currency)} {currency.code}
        </span>
      </header>
      {bets.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line/70 px-3 py-4 text-center text-xs text-subtle">
          {t('Studio.crash.no_bets')}
        </p>
      ) : (
        <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto pr-1 scrollbar-thin md:max-h-none">
          {bets.map((bet) => (
            <li
              key={bet.id}
              data-testid="crash-player"
              data-status={bet.status}
              className={cn(
                'grid grid-cols-[1fr_auto_auto] items-center gap-2 rounded-lg px-2.5 py-1.5 text-xs',
                bet.status === 'cashed' ? 'bg-mint-500/10' : 'bg-surface-3/60',
                bet.id === myBetId && 'ring-1 ring-gold-500/50',
              )}
            >
              <span className="truncate font-semibold text-fg/90">{bet.player}</span>
              <span className="font-mono text-muted tabular-nums">
                {formatAmount(BigInt(bet.bet), currency)}
              </span>
              <span
                className={cn(
                  'min-w-16 text-right font-mono font-bold tabular-nums',
                  bet.status === 'cashed' && 'text-mint-300',
                  bet.status === 'lost' && 'text-[#ff8da0]',
                  bet.status === 'placed' && 'text-subtle',
                )}
              >
                {bet.status === 'cashed' && bet.cashout !== null
                  ? `${formatHundredths(bet.cashout)}× · ${formatAmount(BigInt(bet.payout), currency)}`
                  : bet.status === 'lost'
                    ? t('Studio.crash.lost')
                    : '—'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
