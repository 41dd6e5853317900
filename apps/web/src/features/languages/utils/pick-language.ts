import { ZLocaleCode, type TLocaleCode } from '@aurum/contracts/languages';

export const DEFAULT_LANGUAGE: TLocaleCode = 'en';

/** A browser language tag ("ru-RU", "en_GB", "uk") to a platform locale code, if it is one. */
export function toLocaleCode(tag: string): TLocaleCode | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  const parsed = ZLocaleCode.safeParse(primary);
  return parsed.success ? parsed.data : undefined;
}

interface TPickLanguageInput {
  /** Codes the API offers, in its order. */
  offered: readonly TLocaleCode[];
  /** The signed-in player's account language: it follows them from device to device. */
  account?: TLocaleCode;
  /** The player's earlier choice. */
  stored?: TLocaleCode;
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[];
}

/**
 * The language to show. Only an offered code can win: the account's language first, then the
 * stored choice, then the first offered browser language, then English, then whatever the API
 * lists first.
 * `undefined` when nothing is offered (the list failed to load): keep the current language.
 */
export function pickLanguage({
  offered,
  account,
  stored,
  browserLanguages = [],
}: TPickLanguageInput): TLocaleCode | undefined {
  if (account && offered.includes(account)) return account;
  if (stored && offered.includes(stored)) return stored;
  for (const tag of browserLanguages) {
    const code = toLocaleCode(tag);
    if (code && offered.includes(code)) return code;
  }
  if (offered.includes(DEFAULT_LANGUAGE)) return DEFAULT_LANGUAGE;
  return offered[0];
}
