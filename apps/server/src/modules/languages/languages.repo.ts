import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { languages } from '../../db/schema';

export type TLanguageRow = typeof languages.$inferSelect;

export function createLanguagesRepo(db: DbOrTx) {
  return {
    findByCodes(codes: readonly string[]): Promise<TLanguageRow[]> {
      return db
        .select()
        .from(languages)
        .where(inArray(languages.code, [...codes]))
        .orderBy(asc(languages.position));
    },
    async upsertMany(rows: TLanguageRow[]): Promise<void> {
      await db.insert(languages).values(rows).onConflictDoNothing();
    },
  };
}
