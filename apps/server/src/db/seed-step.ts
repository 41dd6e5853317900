import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from './client';

export interface SeedContext {
  /** SEED_DEMO_DATA: demo catalogue, sandbox bots and providers. */
  demo: boolean;
  production: boolean;
  log: FastifyBaseLogger;
}

export interface SeedStep {
  /** Stable name; a step runs once per database and is never renamed. */
  name: string;
  applies(context: SeedContext): boolean;
  run(tx: Tx, context: SeedContext): Promise<void>;
}
