import { sportBetsChannel } from '@aurum/contracts/sportsbook';

/**
 * Realtime channel names (spec section 7). A player's private channels end in `#{globalId}`;
 * the server lets only that player's connection subscribe to them.
 */
export const realtimeChannels = {
  balance: (globalId: string) => `balance#${globalId}`,
  transaction: (globalId: string) => `transaction#${globalId}`,
  tournaments: (globalId: string) => `tournaments#${globalId}`,
  interfaceActions: (globalId: string) => `interface_actions#${globalId}`,
  /** Each of the player's sport bets as it changes (placed, accepted, settled, cashed out). */
  sportBets: sportBetsChannel,
  /** Public: the server replays the last ten bets to each new subscriber. */
  lastBets: 'broadcast:last_bet',
} as const;
