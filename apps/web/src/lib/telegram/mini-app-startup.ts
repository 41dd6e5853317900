import {
  backButton,
  closingBehavior,
  init,
  initData,
  miniApp,
  retrieveLaunchParams,
  retrieveRawInitData,
  swipeBehavior,
  themeParams,
  viewport,
} from '@tma.js/sdk-react';
import { logTelegramError } from './telegram-log';
import { telegramSessionStore } from './telegram-session';
import { followTelegramTheme } from './telegram-theme';

/** Telegram's full screen (and its safe areas) needs Mini Apps version 8 or higher (spec 9). */
export const FULL_SCREEN_MIN_VERSION = 8;

/** How long an answer from Telegram is awaited at start-up before going on without it. */
const TELEGRAM_ANSWER_TIMEOUT_MS = 3_000;

/** Set on `<html>` while full screen: the stylesheet then keeps the page below Telegram's buttons. */
const FULL_SCREEN_ATTRIBUTE = 'data-tg-fullscreen';

export interface TMiniAppLaunch {
  version: string;
  /** The init data exactly as Telegram passed it, for the server to verify. */
  rawInitData: string | undefined;
  /** `startapp` of the link that opened the mini-app. */
  startParam: string | undefined;
  /** Unbinds and unmounts what the start-up set up (a page keeps it for its whole life). */
  stop: () => void;
}

/** Whether a Telegram client is there to talk to (its webview bridge, or Telegram Web's frame). */
export function insideTelegram(): boolean {
  return 'TelegramWebviewProxy' in window || window.top !== window;
}

export function isFullScreenVersion(version: string): boolean {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  return Number.isFinite(major) && major >= FULL_SCREEN_MIN_VERSION;
}

/**
 * Spec 4 "Telegram mini-app startup", up to the sign-in. Version 8 or higher requests full
 * screen and follows the safe areas (CSS variables kept current by the SDK); older clients are
 * only marked as a Telegram web app. Then: ready, closing confirmation, vertical swipes off, and
 * the launch parameters stripped from the address (the SDK keeps them for this tab).
 * Throws when the page was not opened by Telegram (no launch parameters).
 */
export async function startMiniApp(): Promise<TMiniAppLaunch> {
  const launchParams = retrieveLaunchParams();
  const rawInitData = retrieveRawInitData();
  const version = launchParams.tgWebAppVersion;
  const cleanups: (() => void)[] = [init()];
  const keep = (result: { ok: true; data: () => void } | { ok: false }) => {
    if (result.ok) cleanups.push(result.data);
  };
  backButton.mount.ifAvailable();
  initData.restore();
  themeParams.mount.ifAvailable();
  keep(themeParams.bindCssVars.ifAvailable());
  miniApp.mount.ifAvailable();
  keep(miniApp.bindCssVars.ifAvailable());
  cleanups.push(followTelegramTheme());

  if (isFullScreenVersion(version)) {
    cleanups.push(await enterFullScreen());
  } else {
    telegramSessionStore.update({ isTelegramWebApp: true });
  }

  miniApp.ready.ifAvailable();
  closingBehavior.mount.ifAvailable();
  closingBehavior.enableConfirmation.ifAvailable();
  swipeBehavior.mount.ifAvailable();
  swipeBehavior.disableVertical.ifAvailable();
  stripLaunchHash();

  return {
    version,
    rawInitData,
    startParam: launchParams.tgWebAppStartParam ?? initData.startParam(),
    stop: () => {
      cleanups.forEach((cleanup) => cleanup());
      for (const component of [backButton, closingBehavior, swipeBehavior, miniApp, themeParams]) {
        component.unmount();
      }
    },
  };
}

/**
 * Mounts the viewport (its safe areas, asked of Telegram), binds its CSS variables, which the
 * SDK updates on every `safe_area_changed` and `content_safe_area_changed`, and requests full
 * screen. The page follows `isFullscreen`, so leaving full screen in Telegram is followed too.
 * Returns what undoes it.
 */
async function enterFullScreen(): Promise<() => void> {
  try {
    await viewport.mount({ timeout: TELEGRAM_ANSWER_TIMEOUT_MS });
  } catch (error) {
    logTelegramError('the viewport did not answer', error);
  }
  const unbind = viewport.bindCssVars.ifAvailable();
  const follow = (isFullScreen: boolean) => {
    document.documentElement.toggleAttribute(FULL_SCREEN_ATTRIBUTE, isFullScreen);
    telegramSessionStore.update({ isFullScreen });
  };
  follow(viewport.isFullscreen());
  const unfollow = viewport.isFullscreen.sub(follow);
  // Awaited (briefly): the request goes out before the app says it is ready.
  try {
    if (viewport.requestFullscreen.isAvailable()) {
      await viewport.requestFullscreen({ timeout: TELEGRAM_ANSWER_TIMEOUT_MS });
    }
  } catch (error) {
    logTelegramError('full screen was refused', error);
  }
  return () => {
    unfollow();
    if (unbind.ok) unbind.data();
    document.documentElement.removeAttribute(FULL_SCREEN_ATTRIBUTE);
  };
}

function stripLaunchHash(): void {
  const { pathname, search, hash } = window.location;
  if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}
