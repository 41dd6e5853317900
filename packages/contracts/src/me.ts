import { z } from 'zod';
import { defineEndpoint } from './http';
import { ZLocaleCode } from './languages';
import { ZMoney } from './money';

export const ZMe = z.object({
  language: ZLocaleCode,
  globalId: z.string(),
  /** Short-lived token for the realtime connection. */
  websocketToken: z.string(),
  isVip: z.boolean(),
  hasDeposits: z.boolean(),
  /** Support-chat identity; null until the support chat is enabled for the player. */
  webimUser: z.object({ id: z.string(), displayName: z.string(), hash: z.string() }).nullable(),
  vipManager: z.object({ telegramUsername: z.string().nullable() }).nullable(),
  primaryCurrency: z.string(),
});
export type TMe = z.infer<typeof ZMe>;

export const ZCurrencyCode = z.string().regex(/^[A-Z0-9_]{2,16}$/);

export const ZUpdateMeBody = z.union([
  z.object({ language: ZLocaleCode }).strict(),
  z.object({ currency: z.object({ primary: ZCurrencyCode }) }).strict(),
]);
export type TUpdateMeBody = z.infer<typeof ZUpdateMeBody>;

export const GENDERS = ['male', 'female'] as const;
export const ZGender = z.enum(GENDERS);

const ZName = z
  .string()
  .trim()
  .min(1, { message: 'Validation.required' })
  .max(64)
  .regex(/^[\p{L}][\p{L}\p{M}' -]*$/u, { message: 'Validation.invalid_name' });

export const ZIsoDate = z.iso.date({ message: 'Validation.invalid_format' });

export const ZProfile = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: ZGender.nullable(),
  dateOfBirth: ZIsoDate.nullable(),
  hasDeposits: z.boolean(),
  isVip: z.boolean(),
  isNameChangeAvailable: z.boolean(),
  isPushNotificationsActive: z.boolean(),
  globalId: z.string(),
  email: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZUpdateProfileBody = z
  .object({
    firstName: ZName,
    lastName: ZName,
    gender: ZGender,
    dateOfBirth: ZIsoDate,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Validation.required' });
export type TUpdateProfileBody = z.infer<typeof ZUpdateProfileBody>;

export const ZBilling = z.object({
  countDeposit: z.number().int().nonnegative(),
  sumDeposits: ZMoney,
  isShowModal: z.boolean(),
  lastShowModalAt: z.iso.datetime().nullable(),
});
export type TBilling = z.infer<typeof ZBilling>;

export const ZShowModalInfo = z.object({ lastShowModalAt: z.iso.datetime() });

export const meEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me',
    response: ZMe,
    summary: 'The signed-in player',
    tags: ['me'],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/me',
    body: ZUpdateMeBody,
    response: ZMe,
    summary: 'Change language or display currency',
    tags: ['me'],
  }),
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/profile',
    response: ZProfile,
    summary: "The player's profile",
    tags: ['me'],
  }),
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/me/profile',
    body: ZUpdateProfileBody,
    response: ZProfile,
    summary: 'Edit the profile; the name can be changed once',
    tags: ['me'],
  }),
  billing: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/billing',
    response: ZBilling,
    summary: 'Deposit statistics and the bonus-offer modal state',
    tags: ['me'],
  }),
  showModalInfo: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/me/show_modal_info',
    response: ZShowModalInfo,
    summary: 'Record that the bonus-offer modal was shown',
    tags: ['me'],
  }),
};
