import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { languagesSeed } from '../modules/languages/languages.seed';
import type { Db, Tx } from './client';
import { seedRuns } from './schema';

export interface SeedStep {
  /** Stable name; a step runs once per database and is never renamed. */
  name: string;
  /** Reference data every installation needs, as opposed to demo content. */
  essential: boolean;
  run(tx: Tx): Promise<void>;
}

/** In order: later steps may rely on earlier ones. Modules append their steps here. */
const steps: readonly SeedStep[] = [languagesSeed];

/**
 * Runs every step this database has not recorded yet, each in its own transaction together
 * with its record, so a crash leaves no half-seeded step behind and a restart resumes.
 */
export async function seedDatabase(
  db: Db,
  options: { demo: boolean; log: FastifyBaseLogger },
): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    if (!step.essential && !options.demo) continue;
    const done = await db.transaction(async (tx) => {
      const existing = await tx.select().from(seedRuns).where(eq(seedRuns.name, step.name));
      if (existing.length > 0) return true;
      await step.run(tx);
      await tx.insert(seedRuns).values({ name: step.name });
      return false;
    });
    if (!done) {
      applied.push(step.name);
      options.log.info({ step: step.name }, 'seed step applied');
    }
  }
  return applied;
}
