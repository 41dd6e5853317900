import { SPORT_BETS_CHANNEL } from '@aurum/contracts/sportsbook';

/** Private channels end in `#{globalId}`; only that player's sockets may join them. */
export const PRIVATE_CHANNELS = [
  'balance',
  'transaction',
  'tournaments',
  'interface_actions',
  SPORT_BETS_CHANNEL,
] as const;
/** The public ticker of the latest wins (casino rounds and sport bets); the gateway keeps the last ten. */
export const LAST_BET_CHANNEL = 'broadcast:last_bet';
export const PUBLIC_CHANNELS = [LAST_BET_CHANNEL] as const;
/**
 * Public channels with an id: `sportsbook#{eventId}` carries one event's odds, statuses and
 * score to anyone (feed ids: letters, digits, `:`, `_`, `-`); `crash#{variant}` the shared
 * crash round.
 */
export const PUBLIC_CHANNEL_PATTERNS = [
  /^sportsbook#[A-Za-z0-9:_-]{1,64}$/,
  // `crash#{variant}`: the shared crash round of a variant (rounds, bets, cash-outs, ticks).
  /^crash#[a-z0-9-]{1,40}$/,
] as const;
export const LAST_BETS_KEPT = 10;

export type TChannelAccess =
  { kind: 'private'; globalId: string } | { kind: 'public' } | { kind: 'unknown' };

export function channelAccess(channel: string): TChannelAccess {
  if ((PUBLIC_CHANNELS as readonly string[]).includes(channel)) return { kind: 'public' };
  if (PUBLIC_CHANNEL_PATTERNS.some((pattern) => pattern.test(channel))) return { kind: 'public' };
  const match = /^([a-z_]+)#([0-9a-f-]{36})$/.exec(channel);
  if (match?.[1] && match[2] && (PRIVATE_CHANNELS as readonly string[]).includes(match[1])) {
    return { kind: 'private', globalId: match[2] };
  }
  return { kind: 'unknown' };
}

export const privateChannel = (name: (typeof PRIVATE_CHANNELS)[number], globalId: string) =>
  `${name}#${globalId}`;

export const sportsbookChannel = (eventId: string) => `sportsbook#${eventId}`;
