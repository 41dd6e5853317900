import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothWidths, launchBrowser, newPage, openApp, widths } from './browser';
import {
  operatorApi,
  PASSWORD,
  sandboxDeposit,
  signUpFromHeader,
  snapshot,
  uniqueEmail,
} from './accounts-helpers';

/** Fills the sign-up form of the open auth dialog with a promo code and submits it. */
async function signUpWithPromo(page: Page, email: string, promo: string) {
  const form = page.getByTestId('register-form');
  await form.waitFor();
  await form.getByTestId('auth-email').fill(email);
  await form.getByTestId('auth-password').fill(PASSWORD);
  const promoField = form.getByTestId('auth-promo');
  if (!(await promoField.isVisible()))
    await form.getByRole('button', { name: 'I have a promo code' }).click();
  await promoField.fill(promo);
  const terms = form.getByTestId('auth-accept-terms');
  if (!(await terms.isChecked())) await terms.check();
  await form.getByTestId('auth-submit').click();
}

describe('promo codes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(widths('375'))(
    'a visitor signs up with a bad code (refused, reason shown), then a good one, and sees the bonus (%s px)',
    async (width, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await openApp(page, '/');
      await page.getByTestId('header-register').click();
      const email = uniqueEmail(`promo-${width}`);
      await signUpWithPromo(page, email, 'SUMMER2024');
      const field = page.getByTestId('auth-promo');
      await expect.poll(() => field.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
      expect(await page.getByTestId('register-form').textContent()).toContain(
        'This promo code has expired.',
      );
      await snapshot(page, `promo-sign-up-refused-${width}`);

      await signUpWithPromo(page, email, 'welcome10');
      await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
      await openApp(page, '/bonuses');
      const bonus = page.getByTestId('active-bonus');
      await bonus.waitFor();
      expect(await bonus.textContent()).toContain('Promo code: $10 bonus');
      expect(await bonus.getByTestId('bonus-balance').textContent()).toContain('10.00');
      await snapshot(page, `promo-bonuses-${width}`);
      await context.close();
    },
  );

  it.each(widths('1440'))(
    'a player checks a code, is told why one is refused, and activates another on /bonuses (%s px)',
    async (width, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await openApp(page, '/');
      const email = uniqueEmail(`promo-player-${width}`);
      await signUpFromHeader(page, email);
      await openApp(page, '/bonuses');
      const card = page.getByTestId('promo-code-card');
      await card.waitFor();
      await snapshot(page, `promo-field-${width}`);

      const input = card.getByTestId('promo-code-input');
      await input.fill('reload50');
      await card.getByTestId('promo-code-check').click();
      const modal = page.getByTestId('promo-info-modal');
      await modal.getByTestId('promo-code-terms').waitFor();
      expect(await modal.getByTestId('promo-code-gist').textContent()).toContain('+50%');
      expect(await modal.textContent()).toContain('x30');
      await snapshot(page, `promo-info-modal-${width}`);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      await input.fill('summer2024');
      await card.getByTestId('promo-code-activate').click();
      await expect
        .poll(() => card.getByRole('alert').textContent(), { timeout: 10_000 })
        .toContain('This promo code has expired.');
      await snapshot(page, `promo-refused-${width}`);

      await input.fill('reload50');
      await card.getByTestId('promo-code-activate').click();
      const pending = page.getByTestId('active-bonus');
      await pending.waitFor();
      expect(await pending.textContent()).toContain('Waiting for deposit');

      // The next deposit activates it: +50% of $40.
      const operator = await operatorApi();
      await sandboxDeposit((await operator.findPlayer(email)).globalId, '40.00');
      await page.reload();
      await expect
        .poll(() => page.getByTestId('active-bonus').first().textContent(), { timeout: 10_000 })
        .toContain('20.00');
      await snapshot(page, `promo-activated-${width}`);
      await context.close();
    },
  );

  it('a promo link opens the promo-code-available modal; a visitor signs up with the code', async () => {
    const { context, page } = await newPage(browser, bothWidths[1][1]);
    await openApp(page, '/?promo=welcome10');
    const modal = page.getByTestId('promo-available-modal');
    await modal.getByTestId('promo-code-terms').waitFor();
    expect(await modal.textContent()).toContain('Your promo code is ready');
    await snapshot(page, 'promo-link-375');
    await modal.getByTestId('promo-modal-sign-up').click();
    expect(await page.getByTestId('auth-promo').inputValue()).toBe('WELCOME10');
    await snapshot(page, 'promo-link-sign-up-375');
    await signUpWithPromo(page, uniqueEmail('promo-link'), 'WELCOME10');
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    await openApp(page, '/bonuses');
    expect(await page.getByTestId('active-bonus').textContent()).toContain('Promo code: $10 bonus');
    await context.close();
  });
});
