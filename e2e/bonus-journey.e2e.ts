import type { Browser, FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDeposit } from './accounts-helpers';
import { gameIdOf } from './games-helpers';
import { launchBrowser, newPage, openApp, snapshot, viewports } from './browser';
import { signUpListening } from './realtime-helpers';

/** One spin of the slot in the game frame at `stake` dollars; resolves once it settled. */
async function spin(frame: FrameLocator, stake: string): Promise<void> {
  const result = frame.getByTestId('studio-result');
  const before = await result.getAttribute('data-round-id').catch(() => null);
  await frame.getByTestId('studio-bet-input').fill(stake);
  await frame.getByTestId('studio-play').click();
  await expect
    .poll(() => result.getAttribute('data-round-id'), { timeout: 15_000 })
    .not.toBe(before ?? null);
  await expect.poll(() => result.getAttribute('data-round-id')).toBeTruthy();
}

describe('bonuses: a welcome bonus played until it converts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a new player deposits, gets the first welcome step, wagers it and sees it convert', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    const { globalId } = await signUpListening(page, 'bonus-journey');

    // $10 is the first welcome step's minimum: +100%, $10 of bonus money to wager 35 times.
    await sandboxDeposit(globalId, '10');
    const header = page.getByTestId('header-balance');
    await expect.poll(() => header.textContent(), { timeout: 10_000 }).toContain('$20.00');
    await openApp(page, '/bonuses');
    const active = page.getByTestId('active-bonus');
    await active.waitFor();
    expect(await active.getByTestId('bonus-balance').textContent()).toContain('10.00');
    const progress = active.getByTestId('wager-progress');
    expect(await progress.textContent()).toContain('350.00');
    expect(await page.getByTestId('welcome-step').first().getAttribute('data-state')).toBe(
      'claimed',
    );

    // Further money without a second welcome bonus: the player turns it off on /bonuses.
    const crypto = page.getByTestId('welcome-crypto');
    await crypto.click();
    await expect.poll(() => crypto.getAttribute('aria-checked')).toBe('false');
    await sandboxDeposit(globalId, '400');
    await expect.poll(() => header.textContent(), { timeout: 10_000 }).toContain('$420.00');

    // Stakes spend main money first; the whole stake counts toward the bonus (a slot: 100%).
    await openApp(page, `/games/${await gameIdOf(page, 'Fruit Fiesta 20')}`);
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect
      .poll(() => frame.getByTestId('studio-balance').textContent(), { timeout: 15_000 })
      .toContain('420.00');
    await frame.getByTestId('slot-grid').waitFor();
    await spin(frame, '100');

    await openApp(page, '/bonuses');
    await active.waitFor();
    await expect.poll(() => progress.textContent()).toContain('100.00 USD / 350.00 USD');
    expect(await active.getByTestId('bonus-balance').textContent()).toContain('10.00');
    await snapshot(page, 'bonus-journey-wagering-1440');

    // The last $250 completes the wagering: the bonus converts to main money, once.
    await openApp(page, `/games/${await gameIdOf(page, 'Fruit Fiesta 20')}`);
    await frame.getByTestId('slot-grid').waitFor();
    await spin(frame, '250');
    await openApp(page, '/bonuses');
    const finished = page.getByTestId('bonus-history-item');
    await finished.first().waitFor();
    expect(await active.count()).toBe(0);
    expect(await finished.first().textContent()).toContain('Wagered');
    expect(await finished.first().textContent()).toContain('Wagering complete');
    expect(await finished.first().getByTestId('bonus-history-result').textContent()).toContain(
      'Converted 10.00 USD',
    );
    await snapshot(page, 'bonus-journey-converted-1440');
    await context.close();
    // Two deposits, a sign-up and two game launches: longer than one screen's journey.
  }, 120_000);

  it('shows the bonus money and its wagering in Russian on a phone', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openApp(page, '/');
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-ru').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ru');
    const { globalId } = await signUpListening(page, 'bonus-journey-ru');
    await sandboxDeposit(globalId, '10');
    await openApp(page, '/bonuses');
    const active = page.getByTestId('active-bonus');
    await active.waitFor();
    expect(await active.textContent()).toContain('Бонусный баланс');
    expect(await active.getByTestId('wager-progress').textContent()).toContain('350');
    await snapshot(page, 'bonus-journey-ru-375');
    await context.close();
  });
});
