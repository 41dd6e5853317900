import { Redis } from 'ioredis';

/**
 * Connects to Redis when configured; the platform runs without it on one node.
 * Start-up fails fast when a configured Redis cannot be reached.
 */
export async function connectRedis(url: string | undefined): Promise<Redis | undefined> {
  if (!url) return undefined;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  return redis;
}
