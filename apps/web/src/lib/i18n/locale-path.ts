import { ZLocaleCode, type TLocaleCode } from '@aurum/contracts/languages';

/**
 * The Telegram-bot build keeps the language in the first path segment (`/ru/games/5`, spec 1):
 * the router's basename is `/{locale}`, so every route and link of the app carries it.
 */
export function splitLocalePath(pathname: string): { locale?: TLocaleCode; rest: string } {
  const [, first, rest] = /^\/([^/]*)(\/.*)?$/.exec(pathname) ?? [];
  const parsed = ZLocaleCode.safeParse(first);
  return parsed.success ? { locale: parsed.data, rest: rest ?? '/' } : { rest: pathname };
}

/** The router's basename for a locale: `/ru`. */
export function localeBasename(locale: TLocaleCode): string {
  return `/${locale}`;
}

/** `rest` (a path of the app, `/games/5`) under a locale: `/ru/games/5`. */
export function localePath(locale: TLocaleCode, rest: string): string {
  return `${localeBasename(locale)}${rest.startsWith('/') ? rest : `/${rest}`}`;
}
