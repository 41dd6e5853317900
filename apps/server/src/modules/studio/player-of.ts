import type { FastifyRequest } from 'fastify';
import type { PlayerAuth } from '../auth/authenticate';
import type { TPlayerOf } from './studio.service';

/**
 * The platform player behind a game-client request: the cookie the same-origin game frame
 * sends. Asked only when a real-money session needs it.
 */
export const playerOfRequest =
  (playerAuth: PlayerAuth) =>
  (request: FastifyRequest): TPlayerOf =>
  async () =>
    (await playerAuth.optionalUser(request))?.id;

/** Game-client answers are the player's own and current: never cached. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;
