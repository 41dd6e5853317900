import type { TEventSummary, TMarket, TMarketType } from '@aurum/contracts/sportsbook';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { marketLabel } from '../utils/market-labels';
import { OddsButton } from './odds-button';

/**
 * Markets whose outcomes name a team and more ("Arsenal or draw", "Chelsea (+1.5)"): their
 * prices go one a row, so the name is read whole (cut short, a handicap's line would be lost).
 */
const TEAM_AND_MORE: ReadonlySet<TMarketType> = new Set([
  'double_chance',
  'handicap',
  'asian_handicap',
]);

/** One market: its name, a lock while it takes no bets, and its prices. */
export function MarketCard({
  event,
  market,
}: {
  event: Pick<TEventSummary, 'id' | 'name' | 'home' | 'away'>;
  market: TMarket;
}) {
  const { t } = useTranslation();
  const locked = market.status !== 'active';
  const wide = market.outcomes.length > 3;
  const rows = !wide && TEAM_AND_MORE.has(market.type);
  // Three prices with team names need the room of both columns, and their names above.
  const stacked = !rows && market.outcomes.length >= 3;
  return (
    <div
      data-testid="market-card"
      data-market-id={market.id}
      data-status={market.status}
      className={cn(
        'flex flex-col gap-2 rounded-xl border border-line bg-surface p-3',
        stacked && 'xl:col-span-2',
      )}
    >
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-medium">{marketLabel(t, market)}</span>
        {locked && (
          <span className="flex items-center gap-1 text-xs text-muted">
            <Lock className="size-3.5" />
            {t(`Sportsbook.market_status.${market.status}`)}
          </span>
        )}
      </div>
      <div
        className={cn(
          'grid gap-1.5',
          wide ? 'grid-cols-2 sm:grid-cols-3' : rows ? 'grid-cols-1' : 'grid-flow-col auto-cols-fr',
        )}
      >
        {market.outcomes.map((outcome) => (
          <OddsButton
            key={outcome.id}
            event={event}
            market={market}
            outcome={outcome}
            stacked={stacked}
          />
        ))}
      </div>
    </div>
  );
}
