import type { TTelegramAuthBody } from '@aurum/contracts/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initDataFor, launchHash, simulateTelegram } from '@/testing/telegram-env';
import { ApiError } from '../api-error';
import { blockingErrorStore } from '../blocking-error';
import { startMiniApp, type TMiniAppLaunch } from './mini-app-startup';
import { runMiniAppStartup, type TStartupDeps } from './run-startup';
import { telegramSessionStore } from './telegram-session';

const BOT_QUERY = '?bot_id=7000000001&bot_type=normal';
const normalBot = { id: '7000000001', type: 'normal' } as const;

const launched = (overrides: Partial<TMiniAppLaunch> = {}): TMiniAppLaunch => ({
  version: '8.0',
  rawInitData: 'query_id=AAH&hash=abc',
  startParam: undefined,
  stop: () => undefined,
  ...overrides,
});

function deps(overrides: Partial<TStartupDeps> = {}) {
  return {
    start: vi.fn(() => Promise.resolve(launched())),
    lookUpBot: vi.fn(() => Promise.resolve(normalBot)),
    signIn: vi.fn((_body: TTelegramAuthBody) => Promise.resolve({})),
    search: BOT_QUERY,
    ...overrides,
  } satisfies TStartupDeps;
}

describe('runMiniAppStartup', () => {
  afterEach(() => telegramSessionStore.reset());

  it('signs in with the bot id, the raw init data and the start parameter as promo', async () => {
    const startup = deps({
      start: () => Promise.resolve(launched({ startParam: 'summer24' })),
    });

    const outcome = await runMiniAppStartup(startup);

    expect(startup.lookUpBot).toHaveBeenCalledWith('7000000001');
    expect(startup.signIn).toHaveBeenCalledExactlyOnceWith({
      botId: '7000000001',
      payload: 'query_id=AAH&hash=abc',
      promo: 'summer24',
    });
    expect(outcome).toEqual({ openCashier: false });
    expect(telegramSessionStore.get()).toMatchObject({
      botId: '7000000001',
      botType: 'normal',
      tgAuthResult: 'signed-in',
      isStarting: false,
    });
  });

  it('hides the preloader when the sign-in fails, and only logs the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const startup = deps({
      signIn: vi.fn(() =>
        Promise.reject(new ApiError({ status: 409, detail: 'telegram_auth_used' })),
      ),
    });

    await runMiniAppStartup(startup);

    expect(telegramSessionStore.get()).toMatchObject({ tgAuthResult: 'failed', isStarting: false });
    expect(warn).toHaveBeenCalled();
    expect(blockingErrorStore.get()).toBeNull();
  });

  it('opens the cashier for a start parameter containing "cashier"', async () => {
    const startup = deps({
      start: () => Promise.resolve(launched({ startParam: 'ref42_cashier' })),
    });
    expect(await runMiniAppStartup(startup)).toEqual({ openCashier: true });
  });

  it('does not send a start parameter that is no promo code as one', async () => {
    const startup = deps({
      start: () => Promise.resolve(launched({ startParam: 'x'.repeat(100) })),
    });
    await runMiniAppStartup(startup);
    expect(startup.signIn).toHaveBeenCalledWith({
      botId: '7000000001',
      payload: 'query_id=AAH&hash=abc',
    });
  });

  it('without a bot id or without init data, signs no one in', async () => {
    const noBot = deps({ search: '' });
    await runMiniAppStartup(noBot);
    expect(noBot.lookUpBot).not.toHaveBeenCalled();
    expect(noBot.signIn).not.toHaveBeenCalled();

    const noInitData = deps({
      start: () => Promise.resolve(launched({ rawInitData: undefined })),
    });
    await runMiniAppStartup(noInitData);
    expect(noInitData.signIn).not.toHaveBeenCalled();
    expect(telegramSessionStore.get()).toMatchObject({ tgAuthResult: null, isStarting: false });
  });

  it('outside Telegram only logs, and the preloader still goes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const startup = deps({ start: () => Promise.reject(new Error('no launch parameters')) });

    expect(await runMiniAppStartup(startup)).toEqual({ openCashier: false });
    expect(startup.signIn).not.toHaveBeenCalled();
    expect(telegramSessionStore.get().isStarting).toBe(false);
  });

  it('an unknown bot signs no one in (its lookup answer shows the invalid-bot screen)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const startup = deps({
      lookUpBot: vi.fn(() => Promise.reject(new ApiError({ status: 404, detail: 'invalid_bot' }))),
    });
    await runMiniAppStartup(startup);
    expect(startup.signIn).not.toHaveBeenCalled();
    expect(telegramSessionStore.get().isStarting).toBe(false);
  });

  it('shows the invalid-bot screen for another type than bot_type, or a malformed link', async () => {
    const vipLink = deps({ search: '?bot_id=7000000001&bot_type=vip' });
    await runMiniAppStartup(vipLink);
    expect(vipLink.signIn).not.toHaveBeenCalled();
    expect(blockingErrorStore.get()).toEqual({ kind: 'invalid_bot' });

    blockingErrorStore.clear();
    const malformed = deps({ search: '?bot_id=7000000001&bot_type=gold' });
    await runMiniAppStartup(malformed);
    expect(malformed.lookUpBot).not.toHaveBeenCalled();
    expect(blockingErrorStore.get()).toEqual({ kind: 'invalid_bot' });
    expect(telegramSessionStore.get().isStarting).toBe(false);
  });

  it('keeps the bot for the tab: a reload on another page still knows it', async () => {
    await runMiniAppStartup(deps());
    telegramSessionStore.reset();
    const reloaded = deps({ search: '' });
    await runMiniAppStartup(reloaded);
    expect(reloaded.signIn).toHaveBeenCalledWith(expect.objectContaining({ botId: '7000000001' }));
  });
});

describe('the start-up in a simulated Telegram', () => {
  it.each(['7.2', '8.0'])(
    'at %s sends the init data Telegram passed and the start parameter',
    async (version) => {
      const telegram = simulateTelegram();
      const initData = initDataFor({ startParam: 'cashier' });
      window.history.replaceState(
        null,
        '',
        `/en/${BOT_QUERY}${launchHash({ version, initData, startParam: 'cashier' })}`,
      );
      let launch: TMiniAppLaunch | undefined;
      const startup = deps({
        start: async () => (launch = await startMiniApp()),
        search: window.location.search,
      });

      const outcome = await runMiniAppStartup(startup);

      expect(startup.signIn).toHaveBeenCalledExactlyOnceWith({
        botId: '7000000001',
        payload: initData,
        promo: 'cashier',
      });
      expect(outcome).toEqual({ openCashier: true });
      // The app was readied before the sign-in was sent.
      expect(telegram.callNames(['web_app_ready'])).toEqual(['web_app_ready']);
      launch?.stop();
      telegram.restore();
      telegramSessionStore.reset();
    },
  );
});
