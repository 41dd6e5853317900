import { act, renderHook, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authModalStore } from '@/features/auth/hooks/use-auth-modal';
import { i18n } from '@/lib/i18n/i18n';
import { writeStoredLanguage } from '@/lib/i18n/language-storage';
import { startMiniApp, type TMiniAppLaunch } from '@/lib/telegram/mini-app-startup';
import { telegramSessionStore } from '@/lib/telegram/telegram-session';
import { walletModalStore } from '@/lib/wallet-modal';
import { fakeApi } from '@/testing/fake-api';
import { aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { createQueryWrapper } from '@/testing/query-wrapper';
import { launchHash, simulateTelegram } from '@/testing/telegram-env';
import { createLocaleRouter, type TLocaleRouter } from './locale-router';
import { useCashierLink } from './use-cashier-link';
import { useTelegramBackButton } from './use-telegram-back-button';

const fetchMock = stubFetch();

describe('the Telegram back button', () => {
  let launch: TMiniAppLaunch | undefined;
  let telegram: ReturnType<typeof simulateTelegram> | undefined;
  afterEach(() => {
    launch?.stop();
    telegram?.restore();
    telegramSessionStore.reset();
  });

  const backButtonShown = () => {
    const calls = telegram?.calls.filter((call) => call.name === 'web_app_setup_back_button');
    // Telegram opens the mini-app with the button hidden: no call leaves it so.
    return (calls?.at(-1)?.params as { is_visible: boolean } | undefined)?.is_visible ?? false;
  };

  it.each(['7.2', '8.0'])('at %s is hidden on / and elsewhere goes back to /', async (version) => {
    telegram = simulateTelegram();
    window.history.replaceState(null, '', `/ru/${launchHash({ version })}`);
    launch = await startMiniApp();
    const router = createMemoryRouter(
      [
        { path: '/', element: null },
        { path: '/games/:id', element: null },
      ],
      // As in the bot build: the routes under the locale.
      { basename: '/ru', initialEntries: ['/ru/'] },
    );

    renderHook(() => useTelegramBackButton(router));
    expect(backButtonShown()).toBe(false);

    await act(() => router.navigate('/games/5'));
    expect(backButtonShown()).toBe(true);

    act(() => telegram?.emit('back_button_pressed'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/ru\/?$/));
    expect(backButtonShown()).toBe(false);
  });
});

describe('the cashier deep link', () => {
  it('opens the wallet on its deposit tab for a signed-in player', async () => {
    fetchMock.mockImplementation(fakeApi({ 'GET /api/v1/me': () => jsonResponse(aMe()) }));
    const { Wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useCashierLink(), { wrapper: Wrapper });

    act(() => result.current());

    await waitFor(() => expect(walletModalStore.getView()).toBe('deposit'));
    expect(authModalStore.getView()).toBeNull();
  });

  it('asks a visitor to sign in first, as the wallet does', async () => {
    fetchMock.mockImplementation(fakeApi({}));
    const { Wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useCashierLink(), { wrapper: Wrapper });

    act(() => result.current());

    await waitFor(() => expect(authModalStore.getView()).toBe('login'));
    expect(walletModalStore.getView()).toBeNull();
  });
});

describe('the locale in the path', () => {
  let localeRouter: TLocaleRouter | undefined;
  /**
   * Waits for a router's first load (its lazy route modules): one left loading would import
   * them after this file's environment is gone, failing whichever file the worker runs next.
   */
  const loaded = (router: ReturnType<TLocaleRouter['getRouter']>) =>
    waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
  afterEach(async () => {
    if (localeRouter) await loaded(localeRouter.getRouter());
    localeRouter?.dispose();
    localeRouter = undefined;
  });

  it('sends a path without a locale to the detected one, query and hash kept', () => {
    writeStoredLanguage('ru');
    window.history.replaceState(null, '', '/games/5?bot_id=7000000001#tgWebAppVersion=8.0');

    localeRouter = createLocaleRouter();

    expect(window.location.pathname).toBe('/ru/games/5');
    expect(window.location.search).toBe('?bot_id=7000000001');
    expect(window.location.hash).toBe('#tgWebAppVersion=8.0');
    expect(localeRouter.getRouter().basename).toBe('/ru');
    expect(i18n.language).toBe('ru');
  });

  it('takes the language of the path, and the path follows a change of language', async () => {
    window.history.replaceState(null, '', '/en/tournaments');
    localeRouter = createLocaleRouter();
    const first = localeRouter.getRouter();
    expect(i18n.language).toBe('en');
    await loaded(first);

    await act(() => i18n.changeLanguage('ru'));

    expect(window.location.pathname).toBe('/ru/tournaments');
    expect(localeRouter.getLocale()).toBe('ru');
    expect(localeRouter.getRouter()).not.toBe(first);
    expect(localeRouter.getRouter().basename).toBe('/ru');
  });
});
