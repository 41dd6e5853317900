import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorApi, sandboxDeposit, snapshot } from './accounts-helpers';
import { launchBrowser, newPage, viewports } from './browser';
import { declineWelcomeBonus, signUpListening } from './realtime-helpers';

/** Marks the document, so a test can tell the page was never reloaded (e2e has no DOM types). */
const markPage = (page: Page) =>
  page.evaluate("document.documentElement.setAttribute('data-e2e-session', 'kept')");
const pageKept = (page: Page) => page.locator('html').getAttribute('data-e2e-session');

async function signUpAndListen(page: Page, tag: string) {
  const player = await signUpListening(page, tag);
  await declineWelcomeBonus(page);
  await markPage(page);
  return player;
}

describe('realtime wallet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('credits a deposit, then an operator credit, live in the header; a ban ends the session live', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    const { email, globalId, realtime } = await signUpAndListen(page, 'realtime');
    const balance = page.getByTestId('header-balance');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain('$0.00');

    let balanceCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/me/balance') balanceCalls += 1;
    });
    await sandboxDeposit(globalId, '25', 'USDT');

    const modal = page.getByTestId('deposit-success-modal');
    await modal.waitFor();
    expect(await page.getByTestId('deposit-success-amount').textContent()).toBe('+25.00 USDT');
    expect(await modal.textContent()).toContain('Deposit received!');
    await expect.poll(() => balance.textContent()).toContain('$25.00');
    expect(balanceCalls).toBe(0);
    await snapshot(page, 'deposit-success-1440');

    await page.getByTestId('deposit-success-play').click();
    await modal.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');

    const operator = await operatorApi();
    const player = await operator.findPlayer(email);
    await operator.credit(player.id, '10.00', 'Goodwill credit (e2e)');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain('$35.00');
    expect(balanceCalls).toBe(0);
    expect(await pageKept(page)).toBe('kept');

    // The ban disconnects the socket; the app asks /me, shows the ban screen and stays down.
    const connectionsBefore = realtime.connections();
    await operator.ban(player.id, 'payment_system', 'Chargebacks on several deposits.');
    await page.getByTestId('ban-screen').waitFor({ timeout: 10_000 });
    expect(await pageKept(page)).toBe('kept');
    await page.waitForTimeout(3_000);
    expect(realtime.connections()).toBe(connectionsBefore);
    await context.close();
  });

  it('on a phone, celebrates a deposit over the open wallet; "Play now" leads to the main page', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    const { globalId } = await signUpAndListen(page, 'realtime-phone');
    await page.getByTestId('mobile-tab-bar').getByRole('link', { name: 'Sport' }).click();
    await page.waitForURL('**/sportsbook');
    await page.getByTestId('tab-bar-wallet').click();
    await page.getByTestId('wallet-modal').waitFor();

    await sandboxDeposit(globalId, '1250');

    await page.getByTestId('deposit-success-modal').waitFor();
    expect(await page.getByTestId('deposit-success-amount').textContent()).toBe('+$1,250.00');
    await expect
      .poll(() => page.getByTestId('header-balance').textContent())
      .toContain('$1,250.00');
    await snapshot(page, 'deposit-success-375');

    await page.getByTestId('deposit-success-play').click();
    await page.getByTestId('deposit-success-modal').waitFor({ state: 'detached' });
    await page.getByTestId('wallet-modal').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await pageKept(page)).toBe('kept');
    await context.close();
  });
});
