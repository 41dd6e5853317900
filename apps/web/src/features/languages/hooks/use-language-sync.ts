import type { TLanguage, TLocaleCode } from '@aurum/contracts/languages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readStoredLanguage, writeStoredLanguage } from '@/lib/i18n/language-storage';
import { pickLanguage } from '../utils/pick-language';

/**
 * Once the offered languages are known, switches to the account's (after sign-in), stored,
 * detected or default one. It acts when that target changes, so a choice the player just made
 * is never undone while it is being saved. Returns whether the shown language is the target
 * (so the preloader can hide without a flash).
 */
export function useLanguageSync(
  offered: readonly TLanguage[] | undefined,
  account?: TLocaleCode,
): boolean {
  const { i18n } = useTranslation();
  const target = offered
    ? pickLanguage({
        offered: offered.map((language) => language.code),
        account,
        stored: readStoredLanguage(),
        browserLanguages: navigator.languages,
      })
    : undefined;

  useEffect(() => {
    if (!target || target === i18n.language) return;
    // The account's language becomes this browser's choice too, and stays after sign-out.
    if (target === account) writeStoredLanguage(target);
    void i18n.changeLanguage(target);
  }, [target, account, i18n]);

  return target === undefined || target === i18n.language;
}
