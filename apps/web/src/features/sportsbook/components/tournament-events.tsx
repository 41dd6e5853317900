import type { TEventSummary } from '@aurum/contracts/sportsbook';
import { groupByTournament } from '../utils/event-lists';
import { EventRow } from './event-row';
import { FavoriteStar } from './favorite-star';

/** Events under their tournaments' headings, each tournament with its star. */
export function TournamentEvents({ events }: { events: readonly TEventSummary[] }) {
  return (
    <div className="flex flex-col gap-4">
      {groupByTournament(events).map(({ tournament, events: inTournament }) => (
        <section key={tournament.id} data-testid="tournament-group" className="flex flex-col gap-2">
          <header className="flex items-center gap-1">
            <h3 className="min-w-0 flex-1 truncate text-sm font-semibold text-muted">
              {inTournament[0]?.category.name} · {tournament.name}
            </h3>
            <FavoriteStar kind="tournament" id={tournament.id} name={tournament.name} />
          </header>
          <ul className="flex flex-col gap-2">
            {inTournament.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
