import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { languagesSeed } from '../modules/languages/languages.seed';
import { telegramBotsSeed } from '../modules/auth/telegram-bots';
import { devOperatorSeed } from '../modules/operators/operators.seed';
import type { Db, Tx } from './client';
import { seedRuns } from './schema';

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

/** In order: later steps may rely on earlier ones. Modules append their steps here. */
const steps: readonly SeedStep[] = [languagesSeed, telegramBotsSeed, devOperatorSeed];

/**
 * Runs every step this database has not recorded yet, each in its own transaction together
 * with its record, so a crash leaves no half-seeded step behind and a restart resumes.
 */
export async function seedDatabase(db: Db, context: SeedContext): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    if (!step.applies(context)) continue;
    const ran = await db.transaction(async (tx) => {
      const existing = await tx.select().from(seedRuns).where(eq(seedRuns.name, step.name));
      if (existing.length > 0) return false;
      await step.run(tx, context);
      await tx.insert(seedRuns).values({ name: step.name });
      return true;
    });
    if (ran) {
      applied.push(step.name);
      context.log.info({ step: step.name }, 'seed step applied');
    }
  }
  return applied;
}
