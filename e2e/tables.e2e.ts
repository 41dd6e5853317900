import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents, sandboxDeposit } from './accounts-helpers';
import { gameIdOf, verifyInFairnessPanel } from './games-helpers';
import { launchBrowser, newPage, openApp, snapshot, viewports } from './browser';
import { declineWelcomeBonus, signUpListening } from './realtime-helpers';

/** Opens an in-house table with $50 on a new account; the frame once it shows the balance. */
async function openTable(page: Page, tag: string, title: string): Promise<FrameLocator> {
  const { globalId } = await signUpListening(page, tag);
  await declineWelcomeBonus(page);
  await sandboxDeposit(globalId, '50');
  const header = page.getByTestId('header-balance');
  await expect.poll(async () => cents(await header.textContent()), { timeout: 10_000 }).toBe(5000);
  await openApp(page, `/games/${await gameIdOf(page, title)}`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const balance = frame.getByTestId('studio-balance');
  await expect.poll(async () => cents(await balance.textContent()), { timeout: 15_000 }).toBe(5000);
  return frame;
}

/** Plays the round on the table and checks both balances moved by payout − stake. */
async function playAndSettle(page: Page, frame: FrameLocator, stake: number): Promise<number> {
  await frame.getByTestId('studio-play').click();
  const result = frame.getByTestId('studio-result');
  await expect.poll(() => result.getAttribute('data-round-id'), { timeout: 25_000 }).toBeTruthy();
  const payout = Number((await result.getAttribute('data-payout')) ?? 'NaN');
  const expected = 5000 - stake + payout;
  await expect
    .poll(async () => cents(await page.getByTestId('header-balance').textContent()), {
      timeout: 10_000,
    })
    .toBe(expected);
  await expect
    .poll(async () => cents(await frame.getByTestId('studio-balance').textContent()))
    .toBe(expected);
  return payout;
}

describe('RNG tables: baccarat and the money wheel', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('deals a baccarat hand on the Banker and Player Pair (en, 1440)', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    const frame = await openTable(page, 'baccarat', 'Aurum Baccarat');
    expect(await frame.getByTestId('rng-table-badge').textContent()).toContain('RNG table');
    await frame.getByTestId('baccarat-spot-banker').click();
    await frame.getByTestId('baccarat-spot-banker').click();
    await frame.getByTestId('baccarat-spot-player-pair').click();
    const stake = cents(await frame.getByTestId('baccarat-total').textContent());
    expect(stake).toBeGreaterThan(0);
    await snapshot(page, 'tables-baccarat-bets-1440');

    const payout = await playAndSettle(page, frame, stake);
    const table = frame.getByTestId('baccarat-table');
    const result = await table.getAttribute('data-result');
    expect(['player', 'banker', 'tie']).toContain(result);
    const player = await frame.getByTestId('baccarat-player-cards').locator('[data-card]').count();
    const banker = await frame.getByTestId('baccarat-banker-cards').locator('[data-card]').count();
    expect(player).toBeGreaterThanOrEqual(2);
    expect(banker).toBeGreaterThanOrEqual(2);
    // The banker bet alone decides most of the payout: lost on a player win unless a pair paid.
    if (result === 'banker') expect(payout).toBeGreaterThan(0);
    expect(await frame.getByTestId('baccarat-road').locator('[data-result]').count()).toBe(1);
    await snapshot(page, 'tables-baccarat-dealt-1440');

    // Rotate the seed and recompute the hand in the fairness panel, cards and all.
    const roundId = await frame.getByTestId('studio-result').getAttribute('data-round-id');
    const panel = await verifyInFairnessPanel(page, roundId ?? '');
    expect(await panel.getByTestId('fairness-dealt-cards').textContent()).toMatch(
      /Player: .+ · Banker: .+/,
    );
    await snapshot(page, 'tables-baccarat-verified-1440');
    await page.keyboard.press('Escape');
    await page.setViewportSize(viewports.phone);
    await snapshot(page, 'tables-baccarat-dealt-375');
    await context.close();
  });

  it('spins the money wheel on 1 and 10 (ru, 375)', async () => {
    const { context, page } = await newPage(browser, viewports.phone, { locale: 'ru-RU' });
    const frame = await openTable(page, 'wheel-show', 'Aurum Money Wheel');
    expect(await frame.getByTestId('studio-play').textContent()).toContain('Крутить колесо');
    await frame.getByTestId('wheel-show-spot-1').click();
    await frame.getByTestId('wheel-show-spot-10').click();
    const stake = cents(await frame.getByTestId('wheel-show-total').textContent());
    expect(stake).toBeGreaterThan(0);
    await snapshot(page, 'tables-wheel-bets-ru-375');

    const payout = await playAndSettle(page, frame, stake);
    const number = Number(await frame.getByTestId('wheel-show-number').getAttribute('data-number'));
    expect([1, 2, 5, 10, 20, 40]).toContain(number);
    expect(payout > 0).toBe(number === 1 || number === 10);
    const landed = await frame.getByTestId('wheel-show-wheel').getAttribute('data-landed-index');
    expect(Number(landed)).toBeGreaterThanOrEqual(0);
    await snapshot(page, 'tables-wheel-spun-ru-375');
    await page.setViewportSize(viewports.desktop);
    await snapshot(page, 'tables-wheel-spun-ru-1440');
    await context.close();
  });
});
