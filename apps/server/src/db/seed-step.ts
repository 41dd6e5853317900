import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from '../lib/password';
import type { Tx } from './client';

export interface SeedContext {
  /** SEED_DEMO_DATA: demo catalogue, sandbox bots and providers. */
  demo: boolean;
  production: boolean;
  /** DISABLE_DEV_OPERATOR: production disables the development operator instead of refusing. */
  disableDevOperator?: boolean;
  passwords: PasswordHasher;
  log: FastifyBaseLogger;
}

export interface SeedStep {
  /** Stable name; a step runs once per database and is never renamed. */
  name: string;
  applies(context: SeedContext): boolean;
  run(tx: Tx, context: SeedContext): Promise<void>;
}
