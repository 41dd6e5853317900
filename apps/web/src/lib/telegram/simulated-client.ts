import { emitEvent, mockTelegramEnv } from '@tma.js/sdk-react';
import { TELEGRAM_ANSWERS } from './simulated-answers';

/**
 * A Telegram client simulated with the SDK's own `mockTelegramEnv`, for running the bot build
 * outside Telegram: in development (`npm run dev:telegram`), the unit tests (jsdom) and, with the
 * same answers, the browser journeys.
 */

export interface TTelegramCall {
  name: string;
  params: unknown;
}

/**
 * Takes Telegram's part: every method the app calls goes to `onCall`, and requests are answered
 * as Telegram does, a moment later. The launch parameters are read from the address as usual.
 */
export function simulateTelegramClient(onCall: (call: TTelegramCall) => void = () => undefined) {
  mockTelegramEnv({
    resetPostMessage: true,
    onEvent: (event) => {
      onCall({ name: event.name, params: event.params });
      const answer = TELEGRAM_ANSWERS[event.name];
      if (answer) setTimeout(() => emitEvent(...answer), 0);
    },
  });
}
