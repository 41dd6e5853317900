import type { TLanguage, TLocaleCode } from '@aurum/contracts/languages';

/** Native names, for showing the current language when the language list could not be loaded. */
const NATIVE_NAMES: Record<TLocaleCode, string> = {
  en: 'English',
  ru: 'Русский',
  uk: 'Українська',
  kk: 'Қазақша',
  uz: 'Oʻzbekcha',
  az: 'Azərbaycanca',
  pl: 'Polski',
  id: 'Bahasa Indonesia',
  hi: 'हिन्दी',
};

export function fallbackLanguage(code: TLocaleCode): TLanguage {
  return { code, title: NATIVE_NAMES[code], icon: `/images/flags/${code}.svg` };
}
