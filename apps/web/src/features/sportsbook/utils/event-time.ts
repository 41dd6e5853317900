import type { TEventSummary } from '@aurum/contracts/sportsbook';

/** "14 Mar, 15:00" in the player's language and time zone. */
export function formatKickOff(startsAt: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(startsAt));
}

export const isLive = (event: Pick<TEventSummary, 'status'>) =>
  event.status === 'live' || event.status === 'suspended';
