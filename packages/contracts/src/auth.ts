import { z } from 'zod';
import { defineEndpoint } from './http';
import { ZLocaleCode } from './languages';
import { ZMe } from './me';

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Validation.invalid_email' }));
export const ZPassword = z
  .string()
  .min(8, { message: 'Validation.password_too_short' })
  .max(128, { message: 'Validation.password_too_long' });

/** Start parameters and promo codes: short tokens as Telegram allows them. */
export const ZPromo = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/);

export const ZRegisterBody = z.object({
  email: ZEmail,
  password: ZPassword,
  language: ZLocaleCode.optional(),
  promo: ZPromo.optional(),
});
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

export const ZLoginBody = z.object({
  email: ZEmail,
  password: z.string().min(1, { message: 'Validation.required' }).max(128),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

/** A Telegram bot's id, as Telegram numbers bots. */
export const ZTelegramBotId = z.string().regex(/^\d{1,20}$/);

/** The mini-app opened from the players' bot or from the VIP bot (spec 6 `bot_type`). */
export const TELEGRAM_BOT_TYPES = ['normal', 'vip'] as const;
export const ZTelegramBotType = z.enum(TELEGRAM_BOT_TYPES);
export type TTelegramBotType = z.infer<typeof ZTelegramBotType>;

/** A bot the mini-app can be opened from. */
export const ZTelegramBot = z.object({ id: ZTelegramBotId, type: ZTelegramBotType });
export type TTelegramBot = z.infer<typeof ZTelegramBot>;

export const ZTelegramAuthBody = z.object({
  botId: ZTelegramBotId,
  /** The mini-app's raw init data, exactly as Telegram passed it. */
  payload: z.string().min(1).max(8192),
  promo: ZPromo.optional(),
});
export type TTelegramAuthBody = z.infer<typeof ZTelegramAuthBody>;

export const ZOk = z.object({ ok: z.literal(true) });

/** The reasons an operator can ban a player for (spec section 6). */
export const BAN_REASONS = [
  'ddos',
  'multi_accounting',
  'brute_force',
  'kyc',
  'bonus_abuse',
  'payment_system',
  'restricted_geo',
  'balance_check',
  'other',
] as const;
export const ZBanReason = z.enum(BAN_REASONS);
export type TBanReason = z.infer<typeof ZBanReason>;

/** `detail` values of the accounts capability, for the UI to translate. */
export const AuthErrorDetail = {
  emailTaken: 'email_taken',
  invalidCredentials: 'invalid_credentials',
  banned: 'banned',
  invalidBot: 'invalid_bot',
  telegramAuthInvalid: 'telegram_auth_invalid',
  telegramAuthExpired: 'telegram_auth_expired',
  /**
   * The init data already signed someone in once: a replay. A mini-app that reloads with the
   * same init data keeps the session it already has.
   */
  telegramAuthUsed: 'telegram_auth_used',
  regionRestricted: 'region_restricted',
  nameChangeUnavailable: 'name_change_unavailable',
} as const;

export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/register',
    body: ZRegisterBody,
    response: ZMe,
    summary: 'Create a player account and sign in',
    tags: ['auth'],
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/login',
    body: ZLoginBody,
    response: ZMe,
    summary: 'Sign in with e-mail and password',
    tags: ['auth'],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/logout',
    response: ZOk,
    summary: 'End this session',
    tags: ['auth'],
  }),
  telegram: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/telegram',
    body: ZTelegramAuthBody,
    response: ZMe,
    summary: 'Sign in from the Telegram mini-app with its init data',
    tags: ['auth'],
  }),
  telegramBot: defineEndpoint({
    method: 'GET',
    path: '/api/v1/telegram/bots/:id',
    // Any text: an id that is no bot's is answered 404 `invalid_bot`, whatever its shape.
    params: z.object({ id: z.string().min(1).max(64) }),
    response: ZTelegramBot,
    summary: 'A bot the mini-app may be opened from; 404 `invalid_bot` for any other id',
    tags: ['auth'],
  }),
};
