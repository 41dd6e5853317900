import { LOCALE_CODES } from '@aurum/contracts/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage } from './language-storage';
import en from './locales/en.json';
import ru from './locales/ru.json';

export const FALLBACK_LANGUAGE = 'en';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, ru: { translation: ru } },
  lng: readStoredLanguage() ?? FALLBACK_LANGUAGE,
  // Locales without their own resources (uk, kk, ...) show English until translated.
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...LOCALE_CODES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);
