import { ErrorDetail } from '@aurum/contracts/http';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from './app-error';

export interface Limiter {
  /**
   * Counts one attempt; throws 429 `too_many_requests` with `retryAfter` seconds past the limit
   * (the error handler also sends it as the Retry-After header).
   */
  hit(key: string): Promise<void>;
  /** Throws 429 if the key is already at its limit, without counting. */
  check(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

function tooMany(result: RateLimiterRes): AppError {
  return new AppError(ErrorDetail.tooManyRequests, 429, {
    retryAfter: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
  });
}

/**
 * A fixed-window counter, in process memory on one node or in Redis when configured, so that
 * every node behind a load balancer shares the same count.
 */
export function createLimiter(options: {
  redis: Redis | undefined;
  /** Key namespace: the deployment's Redis prefix plus the limiter's name. */
  name: string;
  points: number;
  windowSeconds: number;
}): Limiter {
  const settings = {
    keyPrefix: options.name,
    points: options.points,
    duration: options.windowSeconds,
  };
  const store: RateLimiterAbstract = options.redis
    ? new RateLimiterRedis({ ...settings, storeClient: options.redis })
    : new RateLimiterMemory(settings);

  return {
    async hit(key) {
      try {
        await store.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooMany(error);
        throw error;
      }
    },
    async check(key) {
      const state = await store.get(key);
      if (state && state.consumedPoints >= options.points) throw tooMany(state);
    },
    async reset(key) {
      await store.delete(key);
    },
  };
}
