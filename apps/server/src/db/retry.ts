import { randomInt } from 'node:crypto';

/**
 * PostgreSQL answers a transaction that lost a race with a serialization failure (40001) or a
 * deadlock (40P01); the transaction did nothing and is safe to run again. Such failures are
 * retried here, inside the server, and never reach a client as a 500.
 */
const RETRYABLE = new Set(['40001', '40P01']);

/** Whether `error` (or an error it wraps, as drizzle's query errors do) is worth a retry. */
export function isRetryableConflict(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export interface TRetryLog {
  warn(details: object, message: string): void;
}

/**
 * Runs `attempt` until it settles without a retryable conflict, at most `attempts` times, with
 * a short random pause between tries so the racing transactions fall out of step.
 */
export async function retryConflicts<T>(
  attempt: () => Promise<T>,
  options: { attempts?: number; log?: TRetryLog } = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= attempts || !isRetryableConflict(error)) throw error;
      options.log?.warn({ err: error, tried }, 'transaction conflict, retrying');
      await new Promise((resolve) => setTimeout(resolve, 5 + randomInt(20 * tried)));
    }
  }
}
