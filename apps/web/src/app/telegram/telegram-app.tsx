import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { getTelegramBotQueryOptions } from '@/features/auth/api/get-telegram-bot';
import { useTelegramSignIn } from '@/features/auth/api/telegram-sign-in';
import { env } from '@/config/env';
import { insideTelegram, startMiniApp } from '@/lib/telegram/mini-app-startup';
import { runMiniAppStartup } from '@/lib/telegram/run-startup';
import { createLocaleRouter } from './locale-router';
import { useCashierLink } from './use-cashier-link';
import { useTelegramBackButton } from './use-telegram-back-button';

// Settled when this module loads, before anything renders: a path without a locale gets one,
// and the path's locale becomes the language.
const localeRouter = createLocaleRouter();
let startup: ReturnType<typeof runMiniAppStartup> | undefined;

/**
 * The Telegram-bot build's app: routes under the locale, and the mini-app's start-up, run once
 * per page (it signs in with init data that can be used only once).
 */
export function TelegramApp() {
  const { subscribe, getRouter, getLocale } = localeRouter;
  const router = useSyncExternalStore(subscribe, getRouter, getRouter);
  const queryClient = useQueryClient();
  const { mutateAsync: signIn } = useTelegramSignIn();
  const requestCashier = useCashierLink();

  useEffect(() => {
    startup ??= runMiniAppStartup({
      start: async () => {
        // Development outside Telegram: the SDK's simulated client answers in Telegram's place.
        if (env.isDev && !insideTelegram()) {
          (await import('@/lib/telegram/simulated-client')).simulateTelegramClient();
        }
        return startMiniApp();
      },
      lookUpBot: (botId) => queryClient.query(getTelegramBotQueryOptions(botId)),
      signIn,
      search: window.location.search,
    });
    void startup.then((outcome) => outcome.openCashier && requestCashier());
  }, [queryClient, signIn, requestCashier]);

  useTelegramBackButton(router);
  return <RouterProvider key={getLocale()} router={router} />;
}
