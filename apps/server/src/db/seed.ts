import { eq } from 'drizzle-orm';
import { languagesSeed } from '../modules/languages/languages.seed';
import { telegramBotsSeed } from '../modules/auth/telegram-bots';
import { devOperatorSeed, guardDevOperator } from '../modules/operators/operators.seed';
import { cryptoTermsSeed, currenciesSeed } from '../modules/wallet/currencies.seed';
import { catalogueSeed } from '../modules/catalogue/catalogue.seed';
import {
  crashEngineSeed,
  demoEnginesSeed,
  originalsSeed,
} from '../modules/catalogue/studio-games.seed';
import { fiatMethodsSeed } from '../modules/fiat/fiat.seed';
import { bonusOffersSeed } from '../modules/bonuses/bonuses.seed';
import { wheelSeed } from '../modules/wheel/wheel.seed';
import { promoCodesSeed } from '../modules/bonuses/promo-codes.seed';
import { sportsSeed } from '../modules/sportsbook/sports.seed';
import { tournamentsSeed } from '../modules/tournaments/tournaments.seed';
import type { Db } from './client';
import type { SeedContext, SeedStep } from './seed-step';
import { seedRuns } from './schema';

/** In order: later steps may rely on earlier ones. Modules append their steps here. */
const steps: readonly SeedStep[] = [
  languagesSeed,
  currenciesSeed,
  cryptoTermsSeed,
  telegramBotsSeed,
  devOperatorSeed,
  catalogueSeed,
  fiatMethodsSeed,
  originalsSeed,
  demoEnginesSeed,
  bonusOffersSeed,
  wheelSeed,
  promoCodesSeed,
  sportsSeed,
  tournamentsSeed,
  crashEngineSeed,
];

/**
 * Runs every step this database has not recorded yet, each in its own transaction together
 * with its record, so a crash leaves no half-seeded step behind and a restart resumes.
 */
export async function seedDatabase(db: Db, context: SeedContext): Promise<string[]> {
  await guardDevOperator(db, context);
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
