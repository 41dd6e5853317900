import { ZTelegramBotId, ZTelegramBotType, type TTelegramBotType } from '@aurum/contracts/auth';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { env } from '@/config/env';

/** The sign-in with Telegram's init data: `null` until it ends, or when there was none to try. */
export type TTelegramAuthResult = 'signed-in' | 'failed' | null;

/** The Telegram session state (spec 3), plus whether the mini-app is still starting. */
export interface TTelegramSession {
  botType: TTelegramBotType | null;
  botId: string | null;
  tgAuthResult: TTelegramAuthResult;
  /** Telegram shows the mini-app full screen (version 8 or higher, spec 9). */
  isFullScreen: boolean;
  /** Opened by a Telegram client older than full screen: marked, nothing requested (spec 4). */
  isTelegramWebApp: boolean;
  /** The preloader covers the app until the start-up and its sign-in have ended. */
  isStarting: boolean;
}

const initial = (): TTelegramSession => ({
  botType: null,
  botId: null,
  tgAuthResult: null,
  isFullScreen: false,
  isTelegramWebApp: false,
  // Only the bot build starts as a mini-app: the site never waits for it.
  isStarting: env.features.telegramBuild,
});

let state = initial();
const listeners = new Set<() => void>();

export const telegramSessionStore = {
  get: (): TTelegramSession => state,
  update: (patch: Partial<TTelegramSession>): void => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  },
  /** Back to how a fresh page starts (tests). */
  reset: (): void => {
    state = initial();
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useTelegramSession<T>(select: (session: TTelegramSession) => T): T {
  return useSyncExternalStore(
    telegramSessionStore.subscribe,
    () => select(state),
    () => select(state),
  );
}

const BOT_STORAGE_KEY = 'aurum.telegramBot';

export type TBotLink =
  | { kind: 'none' }
  | { kind: 'bot'; botId: string; botType: TTelegramBotType }
  /** `bot_id` or `bot_type` is there but is no bot's: the invalid-bot screen. */
  | { kind: 'malformed' };

/**
 * The bot the mini-app was opened from: `bot_id` and `bot_type` of the query (spec 6; the type
 * is `normal` when left out). Kept for this tab, so a reload on another page still knows it.
 */
export function readBotLink(search: string): TBotLink {
  const query = new URLSearchParams(search);
  const rawId = query.get('bot_id');
  const rawType = query.get('bot_type');
  if (rawId === null && rawType === null) return readStoredBotLink();
  const botId = ZTelegramBotId.safeParse(rawId);
  const botType = ZTelegramBotType.safeParse(rawType ?? 'normal');
  if (!botId.success || !botType.success) return { kind: 'malformed' };
  const link = { kind: 'bot', botId: botId.data, botType: botType.data } as const;
  try {
    window.sessionStorage.setItem(
      BOT_STORAGE_KEY,
      JSON.stringify({ botId: link.botId, botType: link.botType }),
    );
  } catch {
    // Storage can be disabled: the bot is then known until the page is reloaded.
  }
  return link;
}

const ZStoredBot = z.object({ botId: ZTelegramBotId, botType: ZTelegramBotType });

function readStoredBotLink(): TBotLink {
  try {
    const stored = ZStoredBot.safeParse(
      JSON.parse(window.sessionStorage.getItem(BOT_STORAGE_KEY) ?? 'null'),
    );
    if (stored.success) return { kind: 'bot', ...stored.data };
  } catch {
    // Nothing usable stored.
  }
  return { kind: 'none' };
}
