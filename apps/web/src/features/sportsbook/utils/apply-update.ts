import type {
  TEventDetail,
  TEventSummary,
  TMarket,
  TSportsbookUpdate,
} from '@aurum/contracts/sportsbook';

/** The realtime channel of one event (public: visitors see live odds too). */
export const sportsbookChannel = (eventId: string) => `sportsbook#${eventId}`;

/** A list row after one realtime update: its main market, score or status replaced. */
export function applyToSummary<TEvent extends TEventSummary>(
  event: TEvent,
  update: TSportsbookUpdate,
): TEvent {
  if (update.eventId !== event.id) return event;
  if (update.kind === 'score') return { ...event, score: update.score };
  if (update.kind === 'status') return { ...event, status: update.status };
  if (event.mainMarket?.id !== update.market.id) return event;
  return { ...event, mainMarket: update.market };
}

const replaceMarket = (markets: readonly TMarket[], market: TMarket): TMarket[] =>
  markets.some((item) => item.id === market.id)
    ? markets.map((item) => (item.id === market.id ? market : item))
    : [...markets, market];

/** The event page after one realtime update: a market replaces its old self, or joins. */
export function applyToDetail(event: TEventDetail, update: TSportsbookUpdate): TEventDetail {
  const summary = applyToSummary(event, update);
  if (update.kind !== 'market' || update.eventId !== event.id) return summary;
  return { ...summary, markets: replaceMarket(event.markets, update.market) };
}
