import type { TLocaleCode } from '@aurum/contracts/languages';
import type { SeedStep } from '../../db/seed-step';
import { createLanguagesRepo } from './languages.repo';

const KNOWN_LANGUAGES: readonly { code: TLocaleCode; title: string }[] = [
  { code: 'en', title: 'English' },
  { code: 'ru', title: 'Русский' },
  { code: 'uk', title: 'Українська' },
  { code: 'kk', title: 'Қазақша' },
  { code: 'uz', title: 'Oʻzbekcha' },
  { code: 'az', title: 'Azərbaycanca' },
  { code: 'pl', title: 'Polski' },
  { code: 'id', title: 'Bahasa Indonesia' },
  { code: 'hi', title: 'हिन्दी' },
];

export const languagesSeed: SeedStep = {
  name: 'languages.v1',
  applies: () => true,
  async run(tx) {
    await createLanguagesRepo(tx).upsertMany(
      KNOWN_LANGUAGES.map((language, position) => ({
        ...language,
        icon: `/images/flags/${language.code}.svg`,
        position,
      })),
    );
  },
};
