import type { TEventSummary, TMarket, TOutcome } from '@aurum/contracts/sportsbook';
import { ArrowDown, ArrowUp, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { betSlip, useBetSlip } from '../hooks/use-bet-slip';
import { useOddsFlash } from '../hooks/use-odds-flash';
import { useOddsFormat } from '../hooks/use-odds-format';
import { outcomeLabel } from '../utils/market-labels';

interface OddsButtonProps {
  event: Pick<TEventSummary, 'id' | 'name' | 'home' | 'away'>;
  market: Pick<TMarket, 'id' | 'type' | 'specifiers' | 'name' | 'status'>;
  outcome: TOutcome;
  /** A short label instead of the outcome's name ("1", "X", "2" in a list row). */
  label?: string;
  /** The name above the price, for three or more prices side by side with long names. */
  stacked?: boolean;
}

/**
 * One price: a click puts it on the slip or takes it off. It flashes green or red for a moment
 * when the odds move, and shows a lock while its market or outcome takes no bets.
 */
export function OddsButton({ event, market, outcome, label, stacked = false }: OddsButtonProps) {
  const { t } = useTranslation();
  const { formatOdds } = useOddsFormat();
  const { selections } = useBetSlip();
  const flash = useOddsFlash(outcome.odds);
  const locked = market.status !== 'active' || !outcome.active;
  const selected = selections.some(
    (selection) => selection.marketId === market.id && selection.outcomeId === outcome.id,
  );
  const home = event.home?.name ?? null;
  const away = event.away?.name ?? null;
  const outcomeName = outcomeLabel(t, market, outcome, { home, away });
  const name = label ?? outcomeName;

  return (
    <button
      type="button"
      disabled={locked}
      aria-pressed={selected}
      data-testid="odds-button"
      data-flash={flash ?? undefined}
      aria-label={
        locked
          ? t('Sportsbook.odds_locked', { outcome: outcomeName })
          : t('Sportsbook.odds_pick', { outcome: outcomeName, odds: formatOdds(outcome.odds) })
      }
      onClick={() =>
        betSlip.toggle({
          eventId: event.id,
          eventName: event.name,
          marketId: market.id,
          marketType: market.type,
          specifiers: market.specifiers,
          marketName: market.name,
          outcomeId: outcome.id,
          outcomeName: outcome.name,
          home,
          away,
          odds: outcome.odds,
        })
      }
      className={cn(
        'flex min-w-0 flex-1 cursor-pointer rounded-lg border px-2.5 text-[13px] transition-colors',
        stacked
          ? 'min-h-13 flex-col items-start justify-center gap-0.5 py-1.5'
          : 'h-11 items-center justify-between gap-2',
        'disabled:cursor-not-allowed disabled:opacity-60',
        selected
          ? 'border-gold-400 bg-gold-500/15 text-gold-200'
          : 'border-line bg-surface-2 text-fg hover:border-gold-500/50',
        flash === 'up' && 'border-mint-400/70 bg-mint-500/10',
        flash === 'down' && 'border-danger/70 bg-danger/10',
      )}
    >
      <span className="max-w-full truncate text-muted">{name}</span>
      {locked ? (
        <Lock className="size-3.5 shrink-0 text-muted" />
      ) : (
        <span className="flex items-center gap-0.5 font-semibold tabular-nums">
          {flash === 'up' && <ArrowUp className="size-3 text-mint-400" />}
          {flash === 'down' && <ArrowDown className="size-3 text-danger" />}
          {formatOdds(outcome.odds)}
        </span>
      )}
    </button>
  );
}
