import { openLink, openTelegramLink } from '@tma.js/sdk-react';
import { logTelegramError } from './telegram-log';
import { insideTelegram } from './mini-app-startup';

const isTelegramLink = (url: URL) => url.hostname === 't.me';

/**
 * Opens a payment link (a chat bot's invoice): inside Telegram through the client (a t.me link
 * in Telegram itself), elsewhere or when the client cannot, in a new tab. A link relative to the
 * app (a sandbox provider's payment page) is made whole first: the client takes only full ones.
 */
export function openPaymentLink(url: string): void {
  if (insideTelegram()) {
    try {
      const link = new URL(url, window.location.href);
      const opened = isTelegramLink(link)
        ? openTelegramLink.ifAvailable(link.href)
        : openLink.ifAvailable(link.href);
      if (opened.ok) return;
    } catch (error) {
      logTelegramError('Opening a payment link failed', error);
    }
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}
