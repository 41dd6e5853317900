import { openLink, openTelegramLink } from '@tma.js/sdk-react';
import { logTelegramError } from './telegram-log';
import { insideTelegram } from './mini-app-startup';

const isTelegramLink = (url: string) => {
  try {
    return new URL(url).hostname === 't.me';
  } catch {
    return false;
  }
};

/**
 * Opens a payment link (a chat bot's invoice): inside Telegram through the client (a t.me link
 * in Telegram itself), elsewhere or when the client cannot, in a new tab.
 */
export function openPaymentLink(url: string): void {
  if (insideTelegram()) {
    try {
      const opened = isTelegramLink(url)
        ? openTelegramLink.ifAvailable(url)
        : openLink.ifAvailable(url);
      if (opened.ok) return;
    } catch (error) {
      logTelegramError('Opening a payment link failed', error);
    }
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}
