import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFromHeader, snapshot, uniqueEmail } from './accounts-helpers';
import { baseURL, launchBrowser, newPage, openApp, viewports } from './browser';
import { COUNTRY_HEADER, RESTRICTED_COUNTRY } from './restricted-region';

const TIMED_KEY = 'aurum.timedModalStartedAt';

describe('error screens and the timed offer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['1440', viewports.desktop],
    ['375', viewports.phone],
  ] as const)(
    'shows a visitor from a restricted country the region modal (%s)',
    async (width, viewport) => {
      const context = await browser.newContext({
        viewport,
        baseURL: baseURL(),
        locale: 'en-US',
        extraHTTPHeaders: { [COUNTRY_HEADER]: RESTRICTED_COUNTRY },
      });
      const page = await context.newPage();
      await openApp(page, '/');
      const modal = page.getByTestId('region-modal');
      await modal.waitFor();
      expect(await modal.textContent()).toContain('Aurum is not available in France.');
      expect(await page.getByTestId('region-ip').textContent()).toBe('127.0.0.1');
      await expect
        .poll(() => modal.locator('img').getAttribute('src'))
        .toMatch(/^data:image\/svg\+xml/);
      await snapshot(page, `region-${width}`);
      await context.close();
    },
  );

  it('shows the unstable-connection modal when the network fails, and recovers on retry', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await page.route('**/api/v1/me', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const modal = page.getByTestId('connection-modal');
    await modal.waitFor({ timeout: 15_000 });
    await snapshot(page, 'connection-1440');

    await page.unroute('**/api/v1/me');
    await modal.getByRole('button', { name: 'Try again' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByTestId('header-login').waitFor();
    await context.close();
  });

  it('offers a first deposit once the ten-minute countdown has run out', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    // This tab's countdown started eleven minutes ago.
    await context.addInitScript({
      content: `sessionStorage.getItem('${TIMED_KEY}') ||
        sessionStorage.setItem('${TIMED_KEY}', String(Date.now() - 11 * 60000));`,
    });
    // The bonus modal was shown two days ago (its first showing is the bonus drawer): the
    // timed offer's cooldown has passed.
    await page.route('**/api/v1/me/billing', async (route) => {
      const response = await route.fetch();
      const billing = (await response.json()) as Record<string, unknown>;
      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
      await route.fulfill({ response, json: { ...billing, lastShowModalAt: twoDaysAgo } });
    });
    await openApp(page, '/');
    const shown = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/me/show_modal_info') && response.ok(),
    );
    await signUpFromHeader(page, uniqueEmail('offer'), { bonusDrawer: false });
    // It offers the real welcome offer.
    await page.getByTestId('timed-modal-offer').getByText('+100%').waitFor();

    const offer = page.getByTestId('timed-modal');
    await offer.waitFor();
    await shown;
    await snapshot(page, 'timed-offer-375');
    await page.getByTestId('timed-modal-deposit').click();
    await page.getByTestId('wallet-modal').waitFor();
    expect(await page.getByTestId('wallet-tab-deposit').getAttribute('data-state')).toBe('active');
    expect(await offer.count()).toBe(0);
    await context.close();
  });
});
