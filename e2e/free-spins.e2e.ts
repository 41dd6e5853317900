import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDeposit } from './accounts-helpers';
import { launchBrowser, newPage, openApp, snapshot, widths } from './browser';
import { signUpListening } from './realtime-helpers';

describe('free spins: the fourth welcome step plays its slot', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(widths('375'))(
    'shows them on /bonuses and plays them at their fixed stake (%s px)',
    async (width, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      const { globalId } = await signUpListening(page, `freespins${width}`);
      // Four deposits: the fourth step of the demo welcome bonus carries 50 free spins.
      for (let deposit = 0; deposit < 4; deposit += 1) await sandboxDeposit(globalId, '100');

      await openApp(page, '/bonuses');
      const card = page.getByTestId('free-spins').first();
      await card.waitFor();
      await expect
        .poll(() => card.getByTestId('free-spins-left').textContent())
        .toBe('50 of 50 left');
      await card.scrollIntoViewIfNeeded();
      await snapshot(page, `free-spins-bonuses-${width}`);

      await card.getByTestId('free-spins-play').click();
      const frame = page.frameLocator('[data-testid="game-frame"]');
      const counter = frame.getByTestId('studio-free-spins-counter');
      await expect.poll(() => counter.textContent(), { timeout: 20_000 }).toBe('Free spin 1 of 50');
      const bet = frame.getByTestId('studio-bet-input');
      expect(await bet.inputValue()).toBe('0.20');
      expect(await bet.isDisabled()).toBe(true);
      const header = page.getByTestId('header-balance');
      const before = await header.textContent();

      await frame.getByTestId('studio-play').click();
      await expect.poll(() => counter.textContent(), { timeout: 20_000 }).toBe('Free spin 2 of 50');
      // The house staked the spin: the player's balance did not move.
      expect(await header.textContent()).toBe(before);
      await snapshot(page, `free-spins-studio-${width}`);
      await context.close();
    },
  );
});
