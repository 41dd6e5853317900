import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDeposit } from './accounts-helpers';
import { everyWidth, launchBrowser, newPage, openApp, snapshot, viewports } from './browser';
import { gameIdOf } from './games-helpers';
import { declineWelcomeBonus, signUpListening } from './realtime-helpers';

const RACE = { en: 'Weekly wager race', ru: 'Недельная гонка ставок' } as const;

/** The id of a listed tournament by its English name. */
async function tournamentIdOf(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/api/v1/tournaments?status=running');
  const { items } = (await response.json()) as { items: { id: string; names: { en: string } }[] };
  const tournament = items.find((item) => item.names.en === name);
  if (!tournament) throw new Error(`${name} is not running`);
  return tournament.id;
}

/** en at 1440 px and ru at 375 px; a screenshot run looks at both languages at both widths. */
const cases = [
  ['en', '1440'],
  ['ru', '375'],
  ...(everyWidth
    ? ([
        ['en', '375'],
        ['ru', '1440'],
      ] as const)
    : []),
] as const;

describe('tournaments: a player climbs a live leaderboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(cases)(
    'joins the wager race, plays slot rounds in another tab and sees the place arrive live (%s, %s px)',
    async (language, width) => {
      const viewport = width === '1440' ? viewports.desktop : viewports.phone;
      const { context, page } = await newPage(browser, viewport, {
        locale: language === 'ru' ? 'ru-RU' : 'en-US',
      });
      const { globalId, realtime } = await signUpListening(page, `tourn-${language}`);
      await declineWelcomeBonus(page);
      await sandboxDeposit(globalId, '20');

      // The list, and the sidebar's block with the first running tournaments.
      await openApp(page, '/tournaments');
      const card = page.getByTestId('tournament-card').filter({ hasText: RACE[language] });
      await card.waitFor();
      if (width === '1440') {
        const block = page.getByTestId('sidebar').getByTestId('sidebar-tournaments');
        await block.getByTestId('sidebar-tournament').first().waitFor();
        await snapshot(page, `tournaments-list-${language}-${width}`);
        await block.scrollIntoViewIfNeeded();
        await snapshot(page, `tournaments-sidebar-${language}-${width}`);
      } else {
        await snapshot(page, `tournaments-list-${language}-${width}`);
        await page.getByTestId('tab-bar-menu').click();
        const sheet = page.getByTestId('sidebar-sheet');
        await sheet.getByTestId('sidebar-tournament').first().waitFor();
        await sheet.getByTestId('sidebar-tournaments').scrollIntoViewIfNeeded();
        await snapshot(page, `tournaments-sidebar-${language}-${width}`);
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'detached' });
      }

      if (everyWidth) {
        // The other phases, only looked at in a screenshot run.
        for (const phase of ['upcoming', 'finished'] as const) {
          await page
            .getByRole('tab')
            .nth(phase === 'upcoming' ? 1 : 2)
            .click();
          await page.getByRole('tabpanel').getByTestId('tournament-card').first().waitFor();
          await snapshot(page, `tournaments-${phase}-${language}-${width}`);
        }
        await page.getByRole('tab').first().click();
      }

      // The detail: a new player is not on the board yet.
      await card.click();
      const tournamentId = await tournamentIdOf(page, RACE.en);
      await page.waitForURL(`**/tournaments/${tournamentId}`);
      // The race counts only players who joined it: a new player is asked to.
      const join = page.getByTestId('tournament-join');
      await join.waitFor({ timeout: 10_000 });
      await expect
        .poll(() => realtime.isSubscribed(`tournaments#${globalId}`), { timeout: 10_000 })
        .toBe(true);
      await snapshot(page, `tournament-detail-${language}-${width}`);
      await join.click();
      await join.waitFor({ state: 'detached' });
      const place = page.getByTestId('my-place');
      await expect.poll(() => place.textContent(), { timeout: 10_000 }).toBe('—');

      // Three $1 spins of an in-house slot in a second tab.
      const game = await context.newPage();
      await openApp(game, `/games/${await gameIdOf(game, 'Fruit Fiesta 20')}`);
      const frame = game.frameLocator('[data-testid="game-frame"]');
      await frame.getByTestId('slot-grid').waitFor({ timeout: 15_000 });
      const result = frame.getByTestId('studio-result');
      let lastRound: string | null = null;
      for (let spin = 0; spin < 3; spin += 1) {
        await frame.getByTestId('studio-play').click();
        await expect
          .poll(() => result.getAttribute('data-round-id'), { timeout: 15_000 })
          .not.toBe(lastRound);
        lastRound = await result.getAttribute('data-round-id');
      }

      // The detail page, never reloaded, shows the place the server pushed and the stakes.
      await page.bringToFront();
      await expect.poll(() => place.textContent(), { timeout: 15_000 }).toMatch(/^#\d+$/);
      const myRow = page.locator('[data-testid="leaderboard-row"][data-me="true"]');
      const score = page.getByTestId('my-score');
      await expect
        .poll(() => score.textContent(), { timeout: 15_000 })
        .toMatch(/^[1-3][.,]00 USD$/);
      await expect.poll(() => myRow.count(), { timeout: 15_000 }).toBe(1);
      await page.getByTestId('my-gap').waitFor();
      await snapshot(page, `tournament-detail-live-${language}-${width}`);
      await context.close();
    },
  );
});
