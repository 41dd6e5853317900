import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents, sandboxDeposit } from './accounts-helpers';
import { gameIdOf, verifyInFairnessPanel } from './games-helpers';
import { launchBrowser, newPage, openApp, snapshot, viewports } from './browser';
import { declineWelcomeBonus, signUpListening } from './realtime-helpers';

describe('games: the game client in the frame', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('launches a slot, spins, sees the balance move live, verifies the spin', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    const { globalId } = await signUpListening(page, 'slots');
    await declineWelcomeBonus(page);
    await sandboxDeposit(globalId, '50');
    const header = page.getByTestId('header-balance');
    await expect.poll(() => header.textContent(), { timeout: 10_000 }).toContain('$50.00');

    await openApp(page, `/games/${await gameIdOf(page, 'Fruit Fiesta 20')}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const studioBalance = frame.getByTestId('studio-balance');
    await expect.poll(() => studioBalance.textContent(), { timeout: 15_000 }).toContain('50.00');
    await frame.getByTestId('slot-grid').waitFor();
    await snapshot(page, 'game-slot-1440');

    // One spin from the game client; the platform's header follows the wallet live.
    await frame.getByTestId('studio-play').click();
    const result = frame.getByTestId('studio-result');
    await expect.poll(() => result.getAttribute('data-round-id'), { timeout: 15_000 }).toBeTruthy();
    const roundId = (await result.getAttribute('data-round-id')) ?? '';
    const payout = Number((await result.getAttribute('data-payout')) ?? '0');
    const expected = 5000 - 100 + payout;
    await expect
      .poll(async () => cents(await header.textContent()), { timeout: 10_000 })
      .toBe(expected);
    await expect.poll(async () => cents(await studioBalance.textContent())).toBe(expected);
    await snapshot(page, 'game-slot-spun-1440');

    // Rotate the seed in the fairness panel and recompute the spin in the browser.
    await verifyInFairnessPanel(page, roundId);
    await snapshot(page, 'game-fairness-1440');
    await context.close();
  });

  it('lets a visitor play demo on a phone and asks to sign in for real money', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openApp(page, '/');
    await openApp(page, `/games/${await gameIdOf(page, 'Aurum Dice')}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect
      .poll(() => frame.getByTestId('studio-balance').textContent(), { timeout: 15_000 })
      .toContain('1000.00');
    await frame.getByTestId('studio-play').click();
    await expect
      .poll(() => frame.getByTestId('studio-result').getAttribute('data-round-id'), {
        timeout: 15_000,
      })
      .toBeTruthy();
    await snapshot(page, 'game-dice-demo-375');
    await page.getByTestId('game-mode-real').click();
    await page.getByTestId('auth-modal').waitFor();
    await context.close();
  });
});
