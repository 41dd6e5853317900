import type { TLocaleCode } from '@aurum/contracts/languages';
import { DEFAULT_LANGUAGE, toLocaleCode } from '@/features/languages/utils/pick-language';
import { i18n } from '@/lib/i18n/i18n';
import { readStoredLanguage, writeStoredLanguage } from '@/lib/i18n/language-storage';
import { localeBasename, localePath, splitLocalePath } from '@/lib/i18n/locale-path';
import { createAppRouter, type TAppRouter } from '../router';

/** The locale of an address without one: the earlier choice, the browser's, else English. */
export function detectLocale(): TLocaleCode {
  const fromBrowser = navigator.languages.map(toLocaleCode).find((code) => code !== undefined);
  return readStoredLanguage() ?? fromBrowser ?? DEFAULT_LANGUAGE;
}

/**
 * Puts the locale in the address: a path without one is replaced by the same path under the
 * detected locale, query and hash kept (Telegram's launch parameters are still to be read).
 * The path's locale becomes the app's language and the player's choice.
 */
export function settleLocaleInPath(): TLocaleCode {
  const { pathname, search, hash } = window.location;
  const { locale: inPath } = splitLocalePath(pathname);
  const locale = inPath ?? detectLocale();
  if (!inPath) {
    window.history.replaceState(
      window.history.state,
      '',
      `${localePath(locale, pathname)}${search}${hash}`,
    );
  }
  writeStoredLanguage(locale);
  void i18n.changeLanguage(locale);
  return locale;
}

export interface TLocaleRouter {
  getRouter: () => TAppRouter;
  getLocale: () => TLocaleCode;
  subscribe: (listener: () => void) => () => void;
  /** Stops following the language (the page keeps its router for its whole life; tests). */
  dispose: () => void;
}

/**
 * The bot build's router: its basename is the locale, so routes and links carry it. When the
 * language changes (the switcher, the account's language after sign-in, the browser's back to
 * an address in another locale) the address moves to the new locale and a router for it takes
 * over, on the same page.
 */
export function createLocaleRouter(): TLocaleRouter {
  let locale = settleLocaleInPath();
  let router = createAppRouter({ basename: localeBasename(locale) });
  const listeners = new Set<() => void>();

  const follow = (language: string) => {
    const next = toLocaleCode(language);
    if (!next || next === locale) return;
    // The page stays: the address (which the router keeps current) moves to the new locale.
    const { pathname, search, hash } = window.location;
    const { rest } = splitLocalePath(pathname);
    window.history.replaceState(null, '', `${localePath(next, rest)}${search}${hash}`);
    writeStoredLanguage(next);
    router.dispose();
    locale = next;
    router = createAppRouter({ basename: localeBasename(next) });
    listeners.forEach((listener) => listener());
  };
  const followAddress = () => {
    const { locale: inAddress } = splitLocalePath(window.location.pathname);
    if (inAddress && inAddress !== locale) void i18n.changeLanguage(inAddress);
  };
  i18n.on('languageChanged', follow);
  window.addEventListener('popstate', followAddress);

  return {
    getRouter: () => router,
    getLocale: () => locale,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      i18n.off('languageChanged', follow);
      window.removeEventListener('popstate', followAddress);
      router.dispose();
    },
  };
}
