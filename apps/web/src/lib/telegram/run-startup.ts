import { ZPromo, type TTelegramAuthBody, type TTelegramBot } from '@aurum/contracts/auth';
import { blockingErrorStore } from '../blocking-error';
import type { TMiniAppLaunch } from './mini-app-startup';
import { logTelegramError } from './telegram-log';
import { readBotLink, telegramSessionStore, type TBotLink } from './telegram-session';

/** A start parameter containing this opens the wallet's deposit tab (spec 4). */
export const CASHIER_START_PARAM = 'cashier';

export interface TStartupDeps {
  /** The SDK's part (`startMiniApp`); it throws outside Telegram. */
  start: () => Promise<TMiniAppLaunch>;
  /** The bot behind `bot_id`; rejects for an unknown one (whose screen the API layer shows). */
  lookUpBot: (botId: string) => Promise<TTelegramBot>;
  signIn: (body: TTelegramAuthBody) => Promise<unknown>;
  /** The page's query, with `bot_id` and `bot_type`. */
  search: string;
}

export interface TStartupOutcome {
  /** The start parameter asks for the cashier. */
  openCashier: boolean;
}

/**
 * The mini-app's start-up (spec 4): the SDK's part, then, with a bot id and init data, the
 * sign-in with `{botId, payload: raw init data, promo: start parameter}`. The bot is checked
 * first (the invalid-bot screen for an unknown one, or one of another type than `bot_type`).
 * Failures are only logged (spec 8); the preloader goes when this ends, success or failure.
 */
export async function runMiniAppStartup(deps: TStartupDeps): Promise<TStartupOutcome> {
  const link = readBotLink(deps.search);
  if (link.kind === 'bot') {
    telegramSessionStore.update({ botId: link.botId, botType: link.botType });
  }
  let launch: TMiniAppLaunch | undefined;
  try {
    launch = await deps.start();
  } catch (error) {
    logTelegramError('not started (opened outside Telegram?)', error);
  }
  try {
    const botId = await knownBotId(link, deps.lookUpBot);
    if (botId && launch?.rawInitData) await signIn(deps, botId, launch);
  } catch (error) {
    logTelegramError('the bot check failed', error);
  } finally {
    telegramSessionStore.update({ isStarting: false });
  }
  return { openCashier: launch?.startParam?.includes(CASHIER_START_PARAM) ?? false };
}

/** The bot id to sign in through, once the server knows the bot as the link describes it. */
async function knownBotId(
  link: TBotLink,
  lookUpBot: TStartupDeps['lookUpBot'],
): Promise<string | undefined> {
  if (link.kind === 'none') return undefined;
  if (link.kind === 'bot') {
    const bot = await lookUpBot(link.botId);
    if (bot.type === link.botType) return bot.id;
  }
  blockingErrorStore.show({ kind: 'invalid_bot' });
  return undefined;
}

async function signIn(deps: TStartupDeps, botId: string, launch: TMiniAppLaunch): Promise<void> {
  if (!launch.rawInitData) return;
  // A start parameter that is no promo code's shape (they are shorter) is not sent as one.
  const promo = ZPromo.safeParse(launch.startParam);
  try {
    await deps.signIn({
      botId,
      payload: launch.rawInitData,
      ...(promo.success && promo.data ? { promo: promo.data } : {}),
    });
    telegramSessionStore.update({ tgAuthResult: 'signed-in' });
  } catch (error) {
    telegramSessionStore.update({ tgAuthResult: 'failed' });
    logTelegramError('the sign-in with Telegram failed', error);
  }
}
