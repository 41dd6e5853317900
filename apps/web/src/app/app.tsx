import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { Preloader } from '@/components/ui/preloader';
import { env } from '@/config/env';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

// The Telegram-bot build (VITE_TELEGRAM_BUILD) is the same app under the mini-app's start-up
// and locale-prefixed routes; the site never loads that code.
const TelegramApp = lazy(() =>
  import('./telegram/telegram-app').then((m) => ({ default: m.TelegramApp })),
);
const router = env.features.telegramBuild ? undefined : createAppRouter();

export function App() {
  return (
    <AppProvider>
      {router ? (
        <RouterProvider router={router} />
      ) : (
        <Suspense fallback={<Preloader />}>
          <TelegramApp />
        </Suspense>
      )}
    </AppProvider>
  );
}
