import { z } from 'zod';

/** An empty VITE_* variable counts as unset, so it takes its default. */
const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);
const text = (fallback: string) => z.preprocess(blankAsUnset, z.string().default(fallback));
const url = (fallback: string) => z.preprocess(blankAsUnset, z.url().default(fallback));
/** A VITE_* flag: "true", "1", "yes" or "on" switch it on; unset keeps it off. */
const flag = z.preprocess(blankAsUnset, z.stringbool().default(false));
/** A VITE_* flag that is on unless set to "false", "0", "no" or "off". */
const flagOn = z.preprocess(blankAsUnset, z.stringbool().default(true));

const ZEnv = z.object({
  VITE_API_URL: text(''),
  VITE_SUPPORT_EMAIL: z.preprocess(blankAsUnset, z.email().default('support@aurum.casino')),
  VITE_SUPPORT_TELEGRAM_BOT: url('https://t.me/aurum_support_bot'),
  VITE_COMMUNITY_TELEGRAM: url('https://t.me/aurum_casino'),
  VITE_COMMUNITY_TELEGRAM_RU: url('https://t.me/aurum_casino_ru'),
  VITE_COMMUNITY_X: url('https://x.com/aurum_casino'),
  VITE_COMMUNITY_INSTAGRAM: url('https://instagram.com/aurum_casino'),
  VITE_COMMUNITY_INSTAGRAM_RU: url('https://instagram.com/aurum_casino_ru'),
  VITE_TELEGRAM_BUILD: flag,
  VITE_VERIFY_STEP: flag,
  VITE_WEB_PUSH: flag,
  VITE_WEB_PUSH_VAPID_KEY: text(''),
  VITE_FIRST_DEPOSIT_PROMPT: flagOn,
});

const raw = ZEnv.parse(import.meta.env);

/** The only place that reads `import.meta.env`. */
export const env = {
  apiBaseUrl: raw.VITE_API_URL.replace(/\/$/, ''),
  support: {
    email: raw.VITE_SUPPORT_EMAIL,
    telegramBot: raw.VITE_SUPPORT_TELEGRAM_BOT,
  },
  community: {
    telegram: { ru: raw.VITE_COMMUNITY_TELEGRAM_RU, default: raw.VITE_COMMUNITY_TELEGRAM },
    x: raw.VITE_COMMUNITY_X,
    instagram: { ru: raw.VITE_COMMUNITY_INSTAGRAM_RU, default: raw.VITE_COMMUNITY_INSTAGRAM },
  },
  features: {
    telegramBuild: raw.VITE_TELEGRAM_BUILD,
    verifyStep: raw.VITE_VERIFY_STEP,
    webPush: raw.VITE_WEB_PUSH,
    webPushVapidKey: raw.VITE_WEB_PUSH_VAPID_KEY,
    /** Closing the wallet before a first deposit asks the player to make one (spec 4). */
    firstDepositPrompt: raw.VITE_FIRST_DEPOSIT_PROMPT,
  },
  isDev: import.meta.env.DEV,
} as const;
