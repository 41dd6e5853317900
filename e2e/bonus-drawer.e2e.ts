import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDeposit, signUpFromHeader, snapshot, uniqueEmail } from './accounts-helpers';
import { launchBrowser, newPage, openApp, widths } from './browser';
import { currentGlobalId } from './realtime-helpers';

/** Opens the bonus drawer through its link and waits for its offers to load. */
async function openDrawer(page: Page) {
  await page.goto('/?bonus10');
  const drawer = page.getByTestId('bonus-drawer');
  await drawer.waitFor();
  await drawer
    .locator('[data-testid="drawer-step"], [data-testid="drawer-everyday"]')
    .first()
    .waitFor();
  return drawer;
}

/** Each journey signs up, deposits and walks several screens. */
const JOURNEY_TIMEOUT_MS = 150_000;

describe('bonus drawer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(widths('1440'))(
    'a new player opens /?bonus10, sees step 1 available, its conditions and its games (%s)',
    async (width, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await openApp(page, '/');
      await signUpFromHeader(page, uniqueEmail(`drawer-${width}`));

      const drawer = await openDrawer(page);
      expect(new URL(page.url()).search).toBe('');
      const steps = drawer.getByTestId('drawer-step');
      expect(await steps.count()).toBe(4);
      expect(await steps.first().getAttribute('data-state')).toBe('available');
      expect(await steps.nth(1).getAttribute('data-state')).toBe('disabled');
      expect(await steps.first().textContent()).toContain('+100%');
      await snapshot(page, `bonus-drawer-welcome-${width}`);

      await steps.first().click();
      const conditions = page.getByTestId('bonus-conditions');
      await conditions.waitFor();
      expect(await conditions.textContent()).toContain('Wager the bonus x35');
      expect(await conditions.getByTestId('bonus-contribution').count()).toBeGreaterThan(0);
      await snapshot(page, `bonus-conditions-${width}`);

      await conditions.getByTestId('bonus-games-link').click();
      await page.waitForURL(/\/bonuses\/[0-9a-f-]{36}\/games$/);
      await page.getByTestId('bonus-game').first().waitFor();
      expect(await page.getByTestId('bonus-game-contribution').first().textContent()).toContain(
        '100% counts',
      );
      expect(await page.getByTestId('bonus-drawer').count()).toBe(0);
      await snapshot(page, `bonus-games-${width}`);

      // The cashier names the bonus the amount would earn.
      await page.goto('/');
      await page.getByTestId('app-preloader').waitFor({ state: 'detached' });
      await page.getByTestId(width === '375' ? 'tab-bar-wallet' : 'header-top-up').click();
      const method = page.getByTestId('crypto-method-USDTTRC20');
      await method.waitFor();
      expect(await method.getByTestId('deposit-bonus-badge').textContent()).toContain('+100%');
      await method.click();
      const line = page.getByTestId('deposit-bonus-line');
      await line.waitFor();
      expect(await line.textContent()).toContain('+100%');
      await snapshot(page, `wallet-deposit-bonus-${width}`);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it.each(widths('375'))(
    'from the fifth deposit it shows the everyday bonus and the time to the next one (%s)',
    async (width, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await openApp(page, '/');
      await signUpFromHeader(page, uniqueEmail(`everyday-${width}`));
      const globalId = await currentGlobalId(page);
      for (let deposit = 0; deposit < 5; deposit += 1) await sandboxDeposit(globalId, '100');

      const drawer = await openDrawer(page);
      const everyday = drawer.getByTestId('drawer-everyday');
      await everyday.waitFor();
      expect(await everyday.getAttribute('data-state')).toBe('claimed');
      expect(await drawer.getByTestId('everyday-countdown').textContent()).toMatch(
        /\d\d:\d\d:\d\d/,
      );
      await snapshot(page, `bonus-drawer-everyday-${width}`);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it.each(widths('375'))(
    'withdrawing with an active bonus lists what burns; "play" goes to the bonuses (%s)',
    async (width, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await openApp(page, '/');
      await signUpFromHeader(page, uniqueEmail(`burn-${width}`));
      const profile = await page.request.patch('/api/v1/me/profile', {
        data: { firstName: 'Vera', lastName: 'Sokol', gender: 'female', dateOfBirth: '1992-06-03' },
      });
      expect(profile.status()).toBe(200);
      await sandboxDeposit(await currentGlobalId(page), '100');
      await page.reload();
      await page.getByTestId('app-preloader').waitFor({ state: 'detached' });

      await page.getByTestId(width === '375' ? 'tab-bar-wallet' : 'header-top-up').click();
      await page.getByTestId('wallet-tab-withdraw').click();
      await page.getByTestId('crypto-method-USDTTRC20').click();
      await page.getByTestId('withdraw-address').fill(`T${'W'.repeat(33)}`);
      await page.getByTestId('withdraw-amount').fill('20');
      const submit = page.getByTestId('withdraw-submit');
      await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
      await submit.click();
      await page.getByTestId('withdraw-confirm-submit').click();
      const burning = page.getByTestId('bonus-burn-item');
      await burning.first().waitFor();
      expect(await burning.count()).toBe(1);
      expect(await burning.first().textContent()).toContain('100.00');
      await snapshot(page, `bonus-burn-${width}`);

      await page.getByTestId('bonus-burn-play').click();
      await page.waitForURL(/\/bonuses$/);
      expect(await page.getByTestId('wallet-modal').count()).toBe(0);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );
});
