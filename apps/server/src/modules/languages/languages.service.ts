import type { TLanguage, TLocaleCode } from '@aurum/contracts/languages';
import { ZLocaleCode } from '@aurum/contracts/languages';
import type { Db } from '../../db/client';
import { createLanguagesRepo } from './languages.repo';

export function createLanguagesService(deps: { db: Db; locales: readonly TLocaleCode[] }) {
  const repo = createLanguagesRepo(deps.db);
  return {
    /** The languages offered to players: the configured locales, in display order. */
    async listOffered(): Promise<TLanguage[]> {
      const rows = await repo.findByCodes(deps.locales);
      return rows.map((row) => ({
        code: ZLocaleCode.parse(row.code),
        title: row.title,
        icon: row.icon,
      }));
    },
  };
}

export type LanguagesService = ReturnType<typeof createLanguagesService>;
