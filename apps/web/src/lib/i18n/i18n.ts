import { LOCALE_CODES } from '@aurum/contracts/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage } from './language-storage';
import en from './locales/en.json';
import ru from './locales/ru.json';
import studioEn from './locales/studio.en.json';
import studioRu from './locales/studio.ru.json';

export const FALLBACK_LANGUAGE = 'en';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // The studio's game client keeps its texts in files of its own.
  resources: {
    en: { translation: { ...en, ...studioEn } },
    ru: { translation: { ...ru, ...studioRu } },
  },
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
