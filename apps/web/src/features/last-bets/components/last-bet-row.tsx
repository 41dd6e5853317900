import type { TLastBet } from '@aurum/contracts/games';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatAmount } from '@/lib/format-amount';
import { GameSubject, SportSubject } from './win-subject';

/** Columns shared by the header and the rows from 768 px; a two-line card below. */
export const LAST_BET_COLUMNS =
  'md:grid md:grid-cols-[minmax(0,2.2fr)_minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,0.8fr)_minmax(0,1.3fr)] md:items-center md:gap-4';

/** One win: what it was on (a game or a sport bet, linked), the masked player, bet, ×, payout. */
export function LastBetRow({ bet }: { bet: TLastBet }) {
  const { i18n } = useTranslation();
  const money = (amount: TLastBet['bet']) => formatAmount(amount, bet.currency, i18n.language);
  return (
    <li
      data-testid="last-bet-row"
      data-bet-id={bet.id}
      className={cn(
        'flex items-center gap-3 rounded-xl px-2.5 py-2 transition-colors hover:bg-surface-2/80 motion-safe:animate-ticker-in',
        LAST_BET_COLUMNS,
      )}
    >
      {bet.kind === 'sport' ? <SportSubject bet={bet} /> : <GameSubject bet={bet} />}
      <span className="hidden truncate text-[13px] text-muted md:block">{bet.player}</span>
      <span className="hidden truncate text-[13px] text-muted tabular-nums md:block">
        {money(bet.bet)}
      </span>
      <span className="hidden md:block">
        <span className="rounded-md bg-gold-500/12 px-1.5 py-0.5 text-[12px] font-bold text-gold-300 tabular-nums">
          ×{bet.multiplier}
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end md:items-start">
        <span
          data-testid="last-bet-payout"
          className="text-[13px] font-bold text-mint-400 tabular-nums"
        >
          {money(bet.payout)}
        </span>
        <span className="text-[11px] text-subtle tabular-nums md:hidden">
          {money(bet.bet)} · ×{bet.multiplier}
        </span>
      </span>
    </li>
  );
}
