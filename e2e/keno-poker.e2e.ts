import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents, sandboxDeposit, signUpInModal, uniqueEmail } from './accounts-helpers';
import { launchBrowser, newPage, openApp, snapshot, viewports } from './browser';
import { gameIdOf } from './games-helpers';
import { currentGlobalId, declineWelcomeBonus } from './realtime-helpers';

/** Signs up a player with 50.00 on the balance and opens an original for real money. */
async function openForReal(page: Page, title: string, tag: string) {
  await openApp(page, '/');
  await page.getByTestId('header-register').click();
  await signUpInModal(page, uniqueEmail(tag));
  await page.getByTestId('avatar-button').waitFor();
  await declineWelcomeBonus(page);
  await sandboxDeposit(await currentGlobalId(page), '50');
  await openApp(page, `/games/${await gameIdOf(page, title)}`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const balance = frame.getByTestId('studio-balance');
  await expect.poll(() => balance.textContent(), { timeout: 15_000 }).toContain('50.00');
  return { frame, balance };
}

/** The settled round's payout in minor units, once the result shows it. */
async function settledPayout(frame: ReturnType<Page['frameLocator']>): Promise<number> {
  const result = frame.getByTestId('studio-result');
  await expect.poll(() => result.getAttribute('data-round-id'), { timeout: 15_000 }).toBeTruthy();
  return Number((await result.getAttribute('data-payout')) ?? '0');
}

describe('keno and video poker', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('plays a keno round with four picks; the balance moves by the bet and the win (en, 1440)', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    const { frame, balance } = await openForReal(page, 'Aurum Keno', 'keno');
    await frame.getByTestId('keno-board').waitFor();
    await frame.getByRole('radio', { name: 'High' }).click();
    for (const number of [3, 11, 27, 38]) await frame.getByTestId(`keno-tile-${number}`).click();
    expect(await frame.getByTestId('keno-count').textContent()).toContain('4 / 10');
    await snapshot(page, 'keno-picked-1440');

    await frame.getByTestId('studio-play').click();
    const payout = await settledPayout(frame);
    await expect.poll(async () => cents(await balance.textContent())).toBe(5000 - 100 + payout);
    await expect
      .poll(async () => cents(await page.getByTestId('header-balance').textContent()), {
        timeout: 10_000,
      })
      .toBe(5000 - 100 + payout);
    const drawn = frame.locator(
      '[data-testid^="keno-tile-"][data-state="drawn"], [data-testid^="keno-tile-"][data-state="hit"]',
    );
    expect(await drawn.count()).toBe(10);
    expect(await frame.locator('[data-testid^="keno-pay-"][data-lit="true"]').count()).toBe(1);
    await snapshot(page, 'keno-drawn-1440');
    await page.setViewportSize(viewports.phone);
    await snapshot(page, 'keno-drawn-375');
    await context.close();
  });

  it('plays a Jacks or Better hand with holds, picking it up again after a reload (ru, 375)', async () => {
    const { context, page } = await newPage(browser, viewports.phone, { locale: 'ru-RU' });
    const { frame, balance } = await openForReal(page, 'Jacks or Better', 'poker');
    await frame.getByTestId('rng-table-badge').waitFor();
    expect(await frame.getByTestId('studio-play').textContent()).toContain('Раздать');

    await frame.getByTestId('studio-play').click();
    await frame.getByTestId('poker-draw').waitFor();
    await expect.poll(async () => cents(await balance.textContent())).toBe(5000 - 100);
    const cardOf = (index: number) =>
      frame.getByTestId(`poker-card-${index}`).locator('[data-card]').getAttribute('data-card');
    const dealt = await Promise.all([0, 1, 2, 3, 4].map(cardOf));
    expect(dealt.every((card) => card !== 'back')).toBe(true);

    // The frame reloads mid-hand: the same five cards come back, ready to draw.
    const studio = page.frames().find((entry) => entry.url().includes('studio.html'));
    if (!studio) throw new Error('no studio frame');
    await studio.goto(studio.url());
    await frame.getByTestId('poker-draw').waitFor();
    expect(await Promise.all([0, 1, 2, 3, 4].map(cardOf))).toEqual(dealt);

    await frame.getByTestId('poker-card-0').click();
    await frame.getByTestId('poker-card-3').click();
    expect(await frame.getByTestId('poker-card-0').getAttribute('data-held')).toBe('true');
    expect(await frame.getByTestId('poker-card-3').getAttribute('data-held')).toBe('true');
    await snapshot(page, 'poker-held-375-ru');

    await frame.getByTestId('poker-draw').click();
    const payout = await settledPayout(frame);
    const after = await Promise.all([0, 1, 2, 3, 4].map(cardOf));
    expect(after[0]).toBe(dealt[0]);
    expect(after[3]).toBe(dealt[3]);
    await expect.poll(async () => cents(await balance.textContent())).toBe(5000 - 100 + payout);
    expect(await frame.getByTestId('table-status').textContent()).toMatch(/выигрыш|Без выигрыша/);
    await snapshot(page, 'poker-drawn-375-ru');
    await page.setViewportSize(viewports.desktop);
    await snapshot(page, 'poker-drawn-1440-ru');
    await context.close();
  });
});
