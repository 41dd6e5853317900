import type { TLanguage } from '@aurum/contracts/languages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredLanguage } from '@/lib/i18n/language-storage';
import { pickLanguage } from '../utils/pick-language';

/**
 * Once the offered languages are known, switches to the stored, detected or default one.
 * Returns whether the shown language is settled (so the preloader can hide without a flash).
 */
export function useLanguageSync(offered: readonly TLanguage[] | undefined): boolean {
  const { i18n } = useTranslation();
  const target = offered
    ? pickLanguage({
        offered: offered.map((language) => language.code),
        stored: readStoredLanguage(),
        browserLanguages: navigator.languages,
      })
    : undefined;

  useEffect(() => {
    if (target && target !== i18n.language) void i18n.changeLanguage(target);
  }, [target, i18n]);

  return target === undefined || target === i18n.language;
}
