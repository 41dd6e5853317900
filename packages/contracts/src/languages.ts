import { z } from 'zod';
import { defineEndpoint } from './http';

/** Locale codes the platform knows; which of them are offered is server configuration. */
export const LOCALE_CODES = ['en', 'ru', 'uk', 'kk', 'uz', 'az', 'pl', 'id', 'hi'] as const;
export const ZLocaleCode = z.enum(LOCALE_CODES);
export type TLocaleCode = z.infer<typeof ZLocaleCode>;

export const ZLanguage = z.object({
  code: ZLocaleCode,
  title: z.string(),
  /** Path of the flag icon served by the platform. */
  icon: z.string(),
});
export type TLanguage = z.infer<typeof ZLanguage>;

export const ZLanguagesQuery = z.object({
  /** `1`: only the languages offered to players (the only mode the client uses). */
  mode: z.coerce.number().int().pipe(z.literal(1)).optional(),
});
export type TLanguagesQuery = z.infer<typeof ZLanguagesQuery>;

export const ZLanguageList = z.object({
  items: z.array(ZLanguage),
});
export type TLanguageList = z.infer<typeof ZLanguageList>;

export const languagesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/languages',
    query: ZLanguagesQuery,
    response: ZLanguageList,
    summary: 'Languages offered to players',
    tags: ['languages'],
  }),
};
