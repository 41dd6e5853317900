import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDeposit, signUpFromHeader, snapshot, uniqueEmail } from './accounts-helpers';
import { bothWidths, launchBrowser, newPage, openApp, widths } from './browser';
import { currentGlobalId } from './realtime-helpers';

/** The id of the in-house game with this title, from the catalogue. */
async function gameIdOf(page: Page, title: string): Promise<number> {
  const response = await page.request.get(`/api/v2/games?search=${encodeURIComponent(title)}`);
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  const game = items.find((item) => item.title === title);
  if (!game) throw new Error(`no game ${title}`);
  return game.id;
}

/** The studio session the game frame shows. */
async function frameSession(page: Page): Promise<string> {
  const frame = page.getByTestId('game-frame');
  await frame.waitFor();
  const session = new URL((await frame.getAttribute('src')) ?? '', 'http://x').searchParams.get(
    'session',
  );
  if (!session) throw new Error('the frame shows no studio session');
  return session;
}

/** Plays dice rounds through the studio's API, as the game client in the frame would. */
async function playDice(page: Page, session: string, rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    const response = await page.request.post(`/api/studio/v1/sessions/${session}/rounds`, {
      data: { bet: '100', params: { target: 5000, direction: 'under' } },
    });
    expect(response.status()).toBe(200);
  }
}

describe('games', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(widths('1440'))(
    'plays for real, rotates the seed and verifies the rounds in the browser (%s)',
    async (width, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await openApp(page, '/');
      await signUpFromHeader(page, uniqueEmail('fair'));
      await sandboxDeposit(await currentGlobalId(page), '50.00');
      await openApp(page, `/games/${await gameIdOf(page, 'Neon Dice')}`);
      expect(await page.getByTestId('game-mode-real').getAttribute('aria-pressed')).toBe('true');
      await playDice(page, await frameSession(page), 4);
      await snapshot(page, `game-real-${width}`);

      await page.getByTestId('game-fairness-button').click();
      const panel = page.getByTestId('fairness-panel');
      await panel.getByTestId('fairness-server-hash').waitFor();
      await panel.getByTestId('fairness-tab-rounds').click();
      await panel.getByTestId('fairness-verify-pending').first().waitFor();
      expect(await panel.getByTestId('fairness-round').count()).toBe(4);

      await panel.getByTestId('fairness-tab-seeds').click();
      await panel.getByTestId('fairness-rotate').click();
      await panel.getByTestId('fairness-rotate-confirm').click();
      await panel.getByTestId('fairness-revealed-seed').waitFor();
      await panel.getByTestId('fairness-tab-rounds').click();
      await panel.getByTestId('fairness-verify').first().waitFor();
      for (let round = 0; round < 4; round += 1) {
        await panel.getByTestId('fairness-verify').first().click();
      }
      const results = panel.getByTestId('fairness-verify-result');
      const verdicts = await Promise.all(
        Array.from({ length: await results.count() }, (_, index) =>
          results.nth(index).getAttribute('data-match'),
        ),
      );
      expect(verdicts).toEqual(['true', 'true', 'true', 'true']);
      await snapshot(page, `fairness-verified-${width}`);
      await context.close();
    },
  );

  it('lists a played game under recently played, on the home page and its own page', async () => {
    const { context, page } = await newPage(browser, bothWidths[0][1]);
    await openApp(page, '/');
    // Nothing played yet: once the history has loaded, the home page has no such row.
    const history = page.waitForResponse((response) =>
      response.url().includes('/api/v2/games/last'),
    );
    await signUpFromHeader(page, uniqueEmail('last'));
    await history;
    expect(await page.getByTestId('home-last-games').count()).toBe(0);

    await openApp(page, `/games/${await gameIdOf(page, 'Aurum Dice')}`);
    await page.getByTestId('game-mode-demo').click();
    await frameSession(page);
    await openApp(page, '/');
    const row = page.getByTestId('home-last-games');
    await row.getByTestId('game-tile').first().waitFor();
    expect(await row.getByTestId('game-tile').first().textContent()).toContain('Aurum Dice');

    await row.getByRole('link', { name: /View all/ }).click();
    await page.waitForURL('**/games/last');
    await page.getByTestId('game-tile').first().waitFor();
    await context.close();
  });

  it('shows a visitor the latest wins as they happen', async () => {
    const player = await newPage(browser, bothWidths[0][1]);
    await openApp(player.page, '/');
    await signUpFromHeader(player.page, uniqueEmail('win'));
    await sandboxDeposit(await currentGlobalId(player.page), '50.00');
    await openApp(player.page, `/games/${await gameIdOf(player.page, 'Neon Dice')}`);
    const session = await frameSession(player.page);

    const visitor = await newPage(browser, bothWidths[1][1]);
    await openApp(visitor.page, '/');
    const ticker = visitor.page.getByTestId('last-bets-ticker');
    await ticker.scrollIntoViewIfNeeded();
    // The ticker keeps ten rows and other journeys' wins pass through it too: wait for a new row
    // of this game rather than for more rows.
    const rowsNow = async () => {
      const rows = ticker.getByTestId('last-bet-row');
      const found: { id: string | null; text: string }[] = [];
      for (let index = 0; index < (await rows.count()); index++) {
        const row = rows.nth(index);
        found.push({
          id: await row.getAttribute('data-bet-id'),
          text: (await row.textContent()) ?? '',
        });
      }
      return found;
    };
    const seen = new Set((await rowsNow()).map((row) => row.id));
    // Half of the rounds win on average: play until one does.
    await expect
      .poll(
        async () => {
          await playDice(player.page, session, 1);
          return (await rowsNow()).some(
            (row) => !seen.has(row.id) && row.text.includes('Neon Dice'),
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await snapshot(visitor.page, 'last-bets-375');
    await player.context.close();
    await visitor.context.close();
  });
});
