import { IDEMPOTENCY_KEY_HEADER } from '@aurum/contracts/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TIdempotencyScope } from './idempotency.service';

/** Marks an answer that repeats the first answer to the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/**
 * The idempotency scope of a route's request: the player, the route, the `Idempotency-Key`
 * header (its format is checked by the endpoint's contract) and the validated body.
 */
export function idempotencyScope(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): TIdempotencyScope {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return {
    userId,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    key: typeof key === 'string' ? key : undefined,
    body: request.body,
    onReplay: () => void reply.header(IDEMPOTENT_REPLAY_HEADER, 'true'),
  };
}
