import type { TEventSummary } from '@aurum/contracts/sportsbook';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useLiveSummary } from '../hooks/use-live-event';
import { EventClock } from './event-clock';
import { FavoriteStar } from './favorite-star';
import { OddsButton } from './odds-button';

const SHORT_LABELS: Record<string, string> = { home: '1', draw: 'X', away: '2' };

/** One event in a list: clock, teams and score, the main market's prices, a star. */
export function EventRow({ event: loaded }: { event: TEventSummary }) {
  const { t } = useTranslation();
  const event = useLiveSummary(loaded);
  const { home, away, score, mainMarket } = event;
  const href = paths.sportsbookEvent.getHref(event.sportSlug, event.id);
  const outcomes = mainMarket?.outcomes.slice(0, 3) ?? [];

  return (
    <li
      data-testid="event-row"
      data-event-id={event.id}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface px-3 py-2.5 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 items-start gap-2">
        <Link to={href} className="flex min-w-0 flex-1 flex-col gap-1 hover:text-gold-200">
          <EventClock event={event} />
          {home && away ? (
            <span className="grid grid-cols-[1fr_auto] gap-x-3 text-sm font-medium">
              <span className="truncate">{home.name}</span>
              <span className="tabular-nums">{score?.home ?? ''}</span>
              <span className="truncate">{away.name}</span>
              <span className="tabular-nums">{score?.away ?? ''}</span>
            </span>
          ) : (
            <span className="truncate text-sm font-medium">{event.name}</span>
          )}
        </Link>
        <FavoriteStar kind="event" id={event.id} name={event.name} />
      </div>
      <div className="flex items-center gap-1.5 sm:w-[46%]">
        {mainMarket &&
          outcomes.map((outcome) => (
            <OddsButton
              key={outcome.id}
              event={event}
              market={mainMarket}
              outcome={outcome}
              label={home && away ? SHORT_LABELS[outcome.id] : undefined}
            />
          ))}
        <Link
          to={href}
          className="grid h-11 min-w-11 shrink-0 place-items-center rounded-lg px-2 text-xs font-semibold text-muted hover:text-fg"
          aria-label={t('Sportsbook.all_markets', { count: event.marketCount })}
        >
          +{event.marketCount}
        </Link>
      </div>
    </li>
  );
}
