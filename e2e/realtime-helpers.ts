import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUpFromHeader, uniqueEmail } from './accounts-helpers';
import { openApp } from './browser';

const text = (payload: string | Buffer) =>
  typeof payload === 'string' ? payload : payload.toString();
/** Socket.IO frames: `42<id>["subscribe",{"channel":"…"}]` out, `43<id>[{"ok":true}]` back. */
const SUBSCRIBE = /^42(\d+)\["subscribe",\{"channel":"([^"]+)"\}\]$/;
const ACK_OK = /^43(\d+)\[\{"ok":true\}\]$/;

/**
 * Follows the page's realtime connections from now on: which channels the server confirmed,
 * and how many connections were opened. Publications are only sent to confirmed subscribers,
 * so a test waits for the confirmation before making the server publish.
 */
export function watchRealtime(page: Page) {
  const confirmed = new Set<string>();
  let connections = 0;
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/socket.io/')) return;
    connections += 1;
    const asked = new Map<string, string>();
    socket.on('framesent', ({ payload }) => {
      const match = SUBSCRIBE.exec(text(payload));
      if (match?.[1] && match[2]) asked.set(match[1], match[2]);
    });
    socket.on('framereceived', ({ payload }) => {
      const match = ACK_OK.exec(text(payload));
      const channel = match?.[1] ? asked.get(match[1]) : undefined;
      if (channel) confirmed.add(channel);
    });
  });
  return {
    isSubscribed: (channel: string) => confirmed.has(channel),
    connections: () => connections,
  };
}

/** The signed-in player's globalId, read from /me with the page's own cookies. */
export async function currentGlobalId(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/me');
  if (!response.ok()) throw new Error(`GET /api/v1/me: ${response.status()}`);
  const { globalId } = (await response.json()) as { globalId: string };
  return globalId;
}

/** A new player signs up from the header; resolves once both private channels are confirmed. */
export async function signUpListening(page: Page, tag: string) {
  const realtime = watchRealtime(page);
  await openApp(page, '/');
  const email = uniqueEmail(tag);
  await signUpFromHeader(page, email);
  const globalId = await currentGlobalId(page);
  await expect
    .poll(
      () =>
        realtime.isSubscribed(`balance#${globalId}`) &&
        realtime.isSubscribed(`transaction#${globalId}`),
      { timeout: 10_000 },
    )
    .toBe(true);
  return { email, globalId, realtime };
}

/**
 * Turns the welcome bonus off on both channels, as the switches on /bonuses do: for journeys
 * of payments and balances, whose deposits should earn no bonus money on top.
 */
export async function declineWelcomeBonus(page: Page): Promise<void> {
  const response = await page.request.post('/api/v2/users/loyalty', {
    data: { isWelcomeEnabledFiat: false, isWelcomeEnabledCrypto: false },
  });
  if (!response.ok()) throw new Error(`POST /api/v2/users/loyalty: ${response.status()}`);
}
