import { viewport } from '@tma.js/sdk-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONTENT_SAFE_AREA,
  DARK_THEME,
  SAFE_AREA,
  initDataFor,
  launchHash,
  simulateTelegram,
} from '@/testing/telegram-env';
import { isFullScreenVersion, startMiniApp, type TMiniAppLaunch } from './mini-app-startup';
import { telegramSessionStore } from './telegram-session';

/** The calls whose order spec 4 fixes. */
const STARTUP_CALLS = [
  'web_app_request_safe_area',
  'web_app_request_content_safe_area',
  'web_app_request_fullscreen',
  'web_app_ready',
  'web_app_setup_closing_behavior',
  'web_app_setup_swipe_behavior',
] as const;

const openedByTelegram = (version: string, initData = initDataFor({ startParam: 'cashier' })) =>
  window.history.replaceState(
    null,
    '',
    `/ru/?bot_id=7000000001&bot_type=normal${launchHash({ version, initData, startParam: 'cashier' })}`,
  );

const cssVar = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('startMiniApp', () => {
  let telegram: ReturnType<typeof simulateTelegram> | undefined;
  let launch: TMiniAppLaunch | undefined;
  const start = async () => (launch = await startMiniApp());
  afterEach(() => {
    // The SDK's components are page-wide: each test starts them as a fresh page would.
    launch?.stop();
    launch = undefined;
    telegram?.restore();
    telegramSessionStore.reset();
  });

  it('at version 8.0 requests full screen and follows the safe areas, then readies the app', async () => {
    telegram = simulateTelegram();
    const initData = initDataFor({ startParam: 'cashier' });
    openedByTelegram('8.0', initData);

    // The viewport cannot be unmounted: once mounted in this window (an earlier test file),
    // it keeps following Telegram's events and does not ask for the safe areas again.
    const asksSafeAreas = !viewport.isMounted();

    const launched = await start();

    expect(launched).toMatchObject({
      version: '8.0',
      rawInitData: initData,
      startParam: 'cashier',
    });
    expect(telegram.callNames(STARTUP_CALLS)).toEqual(
      asksSafeAreas ? STARTUP_CALLS : STARTUP_CALLS.filter((name) => !name.endsWith('safe_area')),
    );
    expect(telegram.calls).toContainEqual({
      name: 'web_app_setup_closing_behavior',
      params: { need_confirmation: true },
    });
    expect(telegram.calls).toContainEqual({
      name: 'web_app_setup_swipe_behavior',
      params: { allow_vertical_swipe: false },
    });
    // The launch parameters leave the address; the bot's query stays.
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?bot_id=7000000001&bot_type=normal');

    await vi.waitFor(() => expect(telegramSessionStore.get().isFullScreen).toBe(true));
    expect(document.documentElement.hasAttribute('data-tg-fullscreen')).toBe(true);
    expect(telegramSessionStore.get().isTelegramWebApp).toBe(false);
    expect(cssVar('--tg-viewport-safe-area-inset-top')).toBe(`${SAFE_AREA.top}px`);
    expect(cssVar('--tg-viewport-content-safe-area-inset-top')).toBe(`${CONTENT_SAFE_AREA.top}px`);

    // iOS sends the insets late and again on rotation: the variables follow, not a first read.
    telegram.emit('safe_area_changed', { ...SAFE_AREA, top: 59 });
    telegram.emit('content_safe_area_changed', { ...CONTENT_SAFE_AREA, top: 40 });
    expect(cssVar('--tg-viewport-safe-area-inset-top')).toBe('59px');
    expect(cssVar('--tg-viewport-content-safe-area-inset-top')).toBe('40px');

    // Leaving full screen in Telegram is followed too.
    telegram.emit('fullscreen_changed', { is_fullscreen: false });
    expect(telegramSessionStore.get().isFullScreen).toBe(false);
    expect(document.documentElement.hasAttribute('data-tg-fullscreen')).toBe(false);
  });

  it('below version 8 only marks the Telegram web app: no full screen, no safe areas', async () => {
    telegram = simulateTelegram();
    openedByTelegram('7.2');

    const launched = await start();

    expect(launched.version).toBe('7.2');
    // Vertical swipes can be turned off from 7.7 on: a 7.2 client is not asked to.
    expect(telegram.callNames(STARTUP_CALLS)).toEqual([
      'web_app_ready',
      'web_app_setup_closing_behavior',
    ]);
    expect(telegramSessionStore.get()).toMatchObject({
      isTelegramWebApp: true,
      isFullScreen: false,
    });
    expect(document.documentElement.hasAttribute('data-tg-fullscreen')).toBe(false);
    expect(window.location.hash).toBe('');
  });

  it('at 7.10 turns vertical swipes off, still without full screen', async () => {
    telegram = simulateTelegram();
    openedByTelegram('7.10');

    await start();

    expect(telegram.callNames(STARTUP_CALLS)).toEqual([
      'web_app_ready',
      'web_app_setup_closing_behavior',
      'web_app_setup_swipe_behavior',
    ]);
  });

  it('takes a dark Telegram theme: the page is marked and Telegram’s bars follow its background', async () => {
    telegram = simulateTelegram();
    openedByTelegram('8.0');

    await start();

    expect(document.documentElement.dataset.tgTheme).toBe('dark');
    expect(cssVar('--tg-theme-bg-color')).toBe(DARK_THEME.bg_color);
    expect(telegram.calls).toContainEqual({
      name: 'web_app_set_header_color',
      params: { color_key: 'bg_color' },
    });
  });

  it('throws outside Telegram, having asked nothing of it', async () => {
    telegram = simulateTelegram();
    window.history.replaceState(null, '', '/ru/');

    await expect(start()).rejects.toThrow();
    expect(telegram.calls).toEqual([]);
  });
});

describe('isFullScreenVersion', () => {
  it('needs version 8 or higher', () => {
    expect(isFullScreenVersion('7.10')).toBe(false);
    expect(isFullScreenVersion('8.0')).toBe(true);
    expect(isFullScreenVersion('9.1')).toBe(true);
    expect(isFullScreenVersion('')).toBe(false);
  });
});
