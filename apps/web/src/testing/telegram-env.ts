import { emitEvent, mockTelegramEnv } from '@tma.js/sdk-react';

export interface TTelegramCall {
  name: string;
  params: unknown;
}

export const SAFE_AREA = { top: 47, bottom: 34, left: 0, right: 0 };
export const CONTENT_SAFE_AREA = { top: 46, bottom: 0, left: 0, right: 0 };

/** Telegram's night theme (as Telegram Desktop sends it). */
export const DARK_THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
};

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

type TAnswer = [event: string, payload: unknown];

/** How Telegram answers the requests the start-up makes. */
const ANSWERS: Record<string, TAnswer> = {
  web_app_request_safe_area: ['safe_area_changed', SAFE_AREA],
  web_app_request_content_safe_area: ['content_safe_area_changed', CONTENT_SAFE_AREA],
  web_app_request_viewport: [
    'viewport_changed',
    { height: 812, width: 375, is_expanded: true, is_state_stable: true },
  ],
  web_app_request_fullscreen: ['fullscreen_changed', { is_fullscreen: true }],
  web_app_request_theme: ['theme_changed', { theme_params: DARK_THEME }],
};

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
      const answer = ANSWERS[event.name];
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
