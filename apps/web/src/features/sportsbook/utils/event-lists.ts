import type { TEventSummary } from '@aurum/contracts/sportsbook';

/** Events by tournament, in the order the tournaments first appear. */
export function groupByTournament<TEvent extends Pick<TEventSummary, 'tournament'>>(
  events: readonly TEvent[],
): { tournament: TEvent['tournament']; events: TEvent[] }[] {
  const groups = new Map<string, { tournament: TEvent['tournament']; events: TEvent[] }>();
  for (const event of events) {
    const group = groups.get(event.tournament.id);
    if (group) group.events.push(event);
    else groups.set(event.tournament.id, { tournament: event.tournament, events: [event] });
  }
  return [...groups.values()];
}

const TOP_COUNT = 4;

/** The events with the deepest markets first: what the line offers most on. */
export function pickTopEvents(events: readonly TEventSummary[]): TEventSummary[] {
  return [...events]
    .filter((event) => event.mainMarket)
    .sort((a, b) => b.marketCount - a.marketCount)
    .slice(0, TOP_COUNT);
}

export const MIN_SEARCH = 2;

/** Whether a search is long enough to ask the server. */
export const isSearching = (text: string) => text.trim().length >= MIN_SEARCH;
