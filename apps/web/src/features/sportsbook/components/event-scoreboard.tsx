import type { TEventDetail } from '@aurum/contracts/sportsbook';
import { useTranslation } from 'react-i18next';
import { isLive } from '../utils/event-time';
import { EventClock } from './event-clock';
import { FavoriteStar } from './favorite-star';

/** The event page's head: tournament, teams, live score and clock, the bet delay, a star. */
export function EventScoreboard({ event }: { event: TEventDetail }) {
  const { t } = useTranslation();
  const { home, away, score } = event;
  return (
    <div
      data-testid="event-scoreboard"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex items-center gap-2 text-xs text-muted">
        <span className="min-w-0 flex-1 truncate">
          {event.category.name} · {event.tournament.name}
        </span>
        <FavoriteStar kind="event" id={event.id} name={event.name} />
      </div>
      {home && away ? (
        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
          <span className="line-clamp-2 text-sm font-semibold break-words sm:text-lg">
            {home.name}
          </span>
          <span className="text-2xl font-bold tabular-nums" data-testid="event-score">
            {score ? `${score.home} : ${score.away}` : '–'}
          </span>
          <span className="line-clamp-2 text-sm font-semibold break-words sm:text-lg">
            {away.name}
          </span>
        </div>
      ) : (
        <span className="text-lg font-semibold">{event.name}</span>
      )}
      <div className="flex flex-wrap items-center justify-center gap-3">
        <EventClock event={event} />
        {isLive(event) && event.betDelaySeconds > 0 && (
          <span className="text-xs text-subtle">
            {t('Sportsbook.bet_delay', { count: event.betDelaySeconds })}
          </span>
        )}
      </div>
    </div>
  );
}
