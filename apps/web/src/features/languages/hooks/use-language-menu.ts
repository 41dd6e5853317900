import type { TLanguage, TLocaleCode } from '@aurum/contracts/languages';
import { useTranslation } from 'react-i18next';
import { writeStoredLanguage } from '@/lib/i18n/language-storage';
import { useLanguages } from '../api/get-languages';
import { fallbackLanguage } from '../utils/fallback-language';
import { DEFAULT_LANGUAGE, toLocaleCode } from '../utils/pick-language';

interface TLanguageMenu {
  current: TLanguage;
  /** What the switcher lists: the offered languages, or only the current one if the list failed. */
  options: TLanguage[];
  /** Switches to an offered language; `false` (and nothing changes) for any other code. */
  select: (code: TLocaleCode) => boolean;
}

export function useLanguageMenu(): TLanguageMenu {
  const { i18n } = useTranslation();
  const { data } = useLanguages();
  const offered = data?.items ?? [];
  const currentCode = toLocaleCode(i18n.language) ?? DEFAULT_LANGUAGE;
  const current =
    offered.find((language) => language.code === currentCode) ?? fallbackLanguage(currentCode);

  const select = (code: TLocaleCode) => {
    if (!offered.some((language) => language.code === code)) return false;
    writeStoredLanguage(code);
    void i18n.changeLanguage(code);
    return true;
  };

  return { current, options: offered.length > 0 ? offered : [current], select };
}
