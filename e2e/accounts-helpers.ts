import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { baseURL, snapshot as saveSnapshot } from './browser';

export const PASSWORD = 'correct-horse-battery';

/** Lets dialogs and menus finish their opening animation, then saves the screenshot. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(350);
  await saveSnapshot(page, name);
}

/** An e-mail no other run has used. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.aurum.test`;
}

/**
 * A new player's first visit opens the bonus drawer once (and records it shown): waits for it
 * and closes it, so the journey goes on over the page.
 */
export async function closeFirstBonusDrawer(page: Page): Promise<void> {
  const drawer = page.getByTestId('bonus-drawer');
  await drawer.waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
}

interface TSignUpOptions {
  /** `false` when the test keeps the first-visit bonus drawer from opening. */
  bonusDrawer?: boolean;
}

/**
 * Fills the sign-up view of the open auth dialog, waits for the dialog to close, then closes
 * the bonus drawer a new player's first visit opens.
 */
export async function signUpInModal(
  page: Page,
  email: string,
  { bonusDrawer = true }: TSignUpOptions = {},
): Promise<void> {
  const modal = page.getByTestId('auth-modal');
  await modal.waitFor();
  await page.getByTestId('auth-tab-register').click();
  await modal.getByTestId('register-form').waitFor();
  await modal.getByTestId('auth-email').fill(email);
  await modal.getByTestId('auth-password').fill(PASSWORD);
  await modal.getByTestId('auth-accept-terms').check();
  await modal.getByTestId('auth-submit').click();
  await modal.waitFor({ state: 'detached' });
  if (bonusDrawer) await closeFirstBonusDrawer(page);
}

/** Signs a new player up from the header on the main page. */
export async function signUpFromHeader(
  page: Page,
  email: string,
  options: TSignUpOptions = {},
): Promise<void> {
  await page.getByTestId('header-register').click();
  await signUpInModal(page, email, options);
  await page.getByTestId('avatar-button').waitFor();
}

/** The back office, signed in as the development operator (its cookie carried by hand). */
export async function operatorApi() {
  const login = await fetch(`${baseURL()}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@aurum.local', password: 'aurum-dev-operator' }),
  });
  if (!login.ok) throw new Error(`operator login failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${baseURL()}${path}`, {
      method,
      headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }

  return {
    async findPlayer(email: string): Promise<{ id: string; globalId: string }> {
      const found = (await call('GET', `/api/admin/users?search=${encodeURIComponent(email)}`)) as {
        items: { id: string; globalId: string; email: string | null }[];
      };
      const user = found.items.find((item) => item.email === email);
      if (!user) throw new Error(`no player ${email}`);
      return user;
    },
    ban: (id: string, reason: string, description: string) =>
      call('POST', `/api/admin/users/${id}/ban`, { reason, description }),
    makeVip: (id: string, vipManagerTelegram: string) =>
      call('PATCH', `/api/admin/users/${id}`, { isVip: true, vipManagerTelegram }),
    /** The player's fiat orders awaiting confirmation, newest first. */
    async ordersAwaitingConfirmation(userId: string): Promise<{ id: string; hasProof: boolean }[]> {
      const found = (await call('GET', '/api/admin/orders?status=wait_for_confirmation')) as {
        items: { id: string; userId: string; hasProof: boolean }[];
      };
      return found.items.filter((item) => item.userId === userId);
    },
    confirmOrder: (id: string) => call('POST', `/api/admin/orders/${id}/confirm`),
    credit: (id: string, amount: string, reason: string) =>
      call('POST', `/api/admin/users/${id}/adjustments`, {
        direction: 'credit',
        amount,
        reason,
        idempotencyKey: randomUUID(),
      }),
  };
}

/** The sandbox payment provider reports a completed deposit (not available in production). */
/** An amount shown with two decimals (`$1,234.50`) in minor units (123450). */
export const cents = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

export async function sandboxDeposit(
  globalId: string,
  amount: string,
  currency = 'USD',
): Promise<void> {
  const response = await fetch(`${baseURL()}/api/sandbox/deposits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ globalId, currency, amount, method: 'crypto' }),
  });
  if (!response.ok) throw new Error(`sandbox deposit: ${response.status} ${await response.text()}`);
}
