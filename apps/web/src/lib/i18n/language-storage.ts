import { ZLocaleCode, type TLocaleCode } from '@aurum/contracts/languages';

export const LANGUAGE_STORAGE_KEY = 'aurum.language';

/** The language the player chose last time, if it is a code the platform knows. */
export function readStoredLanguage(): TLocaleCode | undefined {
  try {
    const parsed = ZLocaleCode.safeParse(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredLanguage(code: TLocaleCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage can be disabled (private mode, quota): the choice then lasts for this visit only.
  }
}
