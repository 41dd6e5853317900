import { createHash } from 'node:crypto';
import { ErrorDetail, IdempotencyErrorDetail } from '@aurum/contracts/http';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createIdempotencyRepo, type TIdempotencyId } from './idempotency.repo';

/** How long a key is kept: a retry later than this runs as a new request. */
export const IDEMPOTENCY_KEY_MAX_AGE_SECONDS = 24 * 60 * 60;

export interface TIdempotencyScope {
  userId: string;
  /** Method and route pattern: a key belongs to one route. */
  route: string;
  /** The client's key; without one the call simply runs. */
  key: string | undefined;
  /** The validated request body: the same key must come with the same body. */
  body: unknown;
  /** Called when the answer is a replay of the first one. */
  onReplay?: () => void;
}

interface TLog {
  warn(details: object, message: string): void;
}

/** JSON with object keys sorted, so equal bodies give one fingerprint whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const fingerprintOf = (body: unknown) =>
  createHash('sha256').update(canonical(body)).digest('hex');

/** What a refusal answers, as the error handler would send it; anything else is a bare 500. */
function answerOf(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof AppError && error.status < 500) {
    return { status: error.status, body: { ...error.params, detail: error.detail } };
  }
  return { status: 500, body: { detail: ErrorDetail.internal } };
}

/**
 * Client idempotency keys for money calls: the first request with a key runs, and its answer
 * (success or refusal) is kept; a repeat with the key answers the same and moves nothing. The
 * claim is a row keyed by player, route and key, taken before the work runs, so concurrent
 * repeats never run twice. A claim whose answer never got recorded (a crash mid-way) stays
 * "in progress" until it expires: whether money moved is unknown, so it is never run again.
 */
export function createIdempotency(deps: { db: Db; log?: TLog }) {
  const repo = createIdempotencyRepo(deps.db);

  /** The kept answer of a repeat: the success body, or the refusal thrown again. */
  function replay(statusCode: number, response: unknown): unknown {
    if (statusCode < 300) return response;
    const { detail, ...params } = (response ?? {}) as Record<string, unknown>;
    throw new AppError(
      typeof detail === 'string' ? detail : ErrorDetail.internal,
      statusCode,
      params,
    );
  }

  return {
    async once<T>(scope: TIdempotencyScope, work: () => Promise<T>): Promise<T> {
      if (scope.key === undefined) return work();
      const id: TIdempotencyId = { userId: scope.userId, route: scope.route, key: scope.key };
      const fingerprint = fingerprintOf(scope.body);

      // The held row can expire and be purged between the claim and the read: claim again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const claimed = await repo.claim({ ...id, fingerprint }, IDEMPOTENCY_KEY_MAX_AGE_SECONDS);
        if (claimed) return run(id, work);
        const held = await repo.find(id);
        if (!held) continue;
        if (held.fingerprint !== fingerprint) {
          throw new AppError(IdempotencyErrorDetail.keyReused, 422);
        }
        if (held.statusCode === null) throw AppError.conflict(IdempotencyErrorDetail.inProgress);
        scope.onReplay?.();
        // The kept body is what this route answered the first time, so it has the route's type.
        return replay(held.statusCode, held.response) as T;
      }
      throw AppError.conflict(IdempotencyErrorDetail.inProgress);
    },

    /** Forgets keys past their age; answers how many. */
    purge: () => repo.purge(IDEMPOTENCY_KEY_MAX_AGE_SECONDS),
  };

  async function run<T>(id: TIdempotencyId, work: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await work();
    } catch (error) {
      const answer = answerOf(error);
      await record(id, answer.status, answer.body);
      throw error;
    }
    await record(id, 200, result);
    return result;
  }

  /**
   * Keeps the answer. If that fails the claim stays in progress (repeats get 409), which is
   * safe: the player already has this answer, and nothing runs twice.
   */
  async function record(id: TIdempotencyId, status: number, body: unknown): Promise<void> {
    try {
      await repo.complete(id, status, body);
    } catch (error) {
      deps.log?.warn({ err: error, route: id.route }, 'idempotency answer not recorded');
    }
  }
}

export type IdempotencyService = ReturnType<typeof createIdempotency>;
