import { emitEvent } from '@tma.js/sdk-react';
import { DARK_THEME } from '@/lib/telegram/simulated-answers';
import { simulateTelegramClient, type TTelegramCall } from '@/lib/telegram/simulated-client';

export { CONTENT_SAFE_AREA, DARK_THEME, SAFE_AREA } from '@/lib/telegram/simulated-answers';

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

/** The simulated Telegram client of the tests: it records the calls the app makes. */
export function simulateTelegram(): {
  calls: TTelegramCall[];
  /** The names of the calls made, in order, keeping only those listed. */
  callNames: (only: readonly string[]) => string[];
  /** Sends an event from Telegram to the app. */
  emit: (event: string, payload?: unknown) => void;
  restore: () => void;
} {
  const calls: TTelegramCall[] = [];
  simulateTelegramClient((call) => calls.push(call));
  return {
    calls,
    callNames: (only) => calls.map((call) => call.name).filter((name) => only.includes(name)),
    emit: (event, payload) => emitEvent(event, payload),
    restore: () => {
      Reflect.deleteProperty(window, 'TelegramWebviewProxy');
    },
  };
}
