import { emitEvent, mockTelegramEnv } from '@tma.js/sdk-react';
import { DARK_THEME, TELEGRAM_ANSWERS } from './telegram-client';

export { CONTENT_SAFE_AREA, DARK_THEME, SAFE_AREA } from './telegram-client';

export interface TTelegramCall {
  name: string;
  params: unknown;
}

/** Launch parameters the way Telegram puts them in the mini-app address's hash. */
export function launchHash(options: {
  version: string;
  initData?: string;
  startParam?: string;
  theme?: Record<string, string>;
}): string {
  const params = new URLSearchParams({
    tgWebAppVersion: options.version,
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: JSON.stringify(options.theme ?? DARK_THEME),
  });
  if (options.initData) params.set('tgWebAppData', options.initData);
  if (options.startParam) params.set('tgWebAppStartParam', options.startParam);
  return `#${params.toString()}`;
}

/** Init data as the SDK reads it (Telegram's signature is the server's to check, not the SDK's). */
export function initDataFor(fields: { startParam?: string; languageCode?: string } = {}): string {
  return new URLSearchParams({
    auth_date: String(Math.floor(Date.now() / 1000)),
    query_id: 'AAH-unit',
    user: JSON.stringify({
      id: 5550101,
      first_name: 'Ivan',
      language_code: fields.languageCode ?? 'ru',
    }),
    ...(fields.startParam ? { start_param: fields.startParam } : {}),
    signature: 'unit-signature',
    hash: 'a'.repeat(64),
  }).toString();
}

/**
 * A Telegram client, simulated with the SDK's own `mockTelegramEnv`: it records every method the
 * app calls, in order, and answers requests as Telegram does (a moment later, like a client).
 */
export function simulateTelegram(): {
  calls: TTelegramCall[];
  /** The names of the calls made, in order, keeping only those listed. */
  callNames: (only: readonly string[]) => string[];
  /** Sends an event from Telegram to the app. */
  emit: (event: string, payload?: unknown) => void;
  restore: () => void;
} {
  const calls: TTelegramCall[] = [];
  const emit = (event: string, payload?: unknown) => emitEvent(event, payload);
  mockTelegramEnv({
    resetPostMessage: true,
    onEvent: (event) => {
      calls.push({ name: event.name, params: event.params });
      const answer = TELEGRAM_ANSWERS[event.name];
      if (answer) setTimeout(() => emit(...answer), 0);
    },
  });
  return {
    calls,
    callNames: (only) => calls.map((call) => call.name).filter((name) => only.includes(name)),
    emit,
    restore: () => {
      Reflect.deleteProperty(window, 'TelegramWebviewProxy');
    },
  };
}
