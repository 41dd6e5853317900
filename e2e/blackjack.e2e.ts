import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDeposit } from './accounts-helpers';
import { launchBrowser, newPage, openApp, snapshot, viewports } from './browser';
import { declineWelcomeBonus, signUpListening } from './realtime-helpers';

interface TView {
  status?: string;
  hands?: { cards: number[] }[];
  actions?: string[];
}
/** The iframe element as the page sees it (the journeys compile without the DOM's types). */
interface TSettable {
  setAttribute(name: string, value: string): void;
}
interface TRoundReply {
  round: { id: string; status: 'open' | 'closed'; outcome: TView };
}

/** The id of a catalogue title by its exact name (a live-studio title runs on the RNG table). */
async function titleId(page: Page, title: string): Promise<number> {
  const response = await page.request.get(`/api/v2/games?search=${encodeURIComponent(title)}`);
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  const game = items.find((item) => item.title === title);
  if (!game) throw new Error(`${title} is not in the catalogue`);
  return game.id;
}

/** The studio session the game frame shows. */
async function frameSession(page: Page): Promise<string> {
  const frame = page.getByTestId('game-frame');
  await frame.waitFor();
  const src = (await frame.getAttribute('src')) ?? '';
  const session = new URL(src, 'http://x').searchParams.get('session');
  if (!session) throw new Error('the frame shows no studio session');
  return session;
}

const isPair = (view: TView) => {
  const [first, second] = view.hands?.[0]?.cards ?? [];
  return first !== undefined && second !== undefined && first % 13 === second % 13;
};

/**
 * Deals rounds through the studio API, as the game client would, until the opening hand is a
 * pair the player may split (about one deal in 13). Every other round is finished by declining
 * insurance and standing. The server's seed is secret, so there is no knowing the deal ahead;
 * 200 deals all without a pair happen with a chance under 10⁻⁶.
 */
async function dealUntilPair(page: Page, session: string): Promise<void> {
  const rounds = `/api/studio/v1/sessions/${session}/rounds`;
  const post = async (path: string, data: object): Promise<TRoundReply> => {
    const response = await page.request.post(path, { data });
    if (!response.ok())
      throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as TRoundReply;
  };
  const opened = await page.request.get(`/api/studio/v1/sessions/${session}`);
  const { limits } = (await opened.json()) as { limits: { minBet: string } };
  for (let deal = 0; deal < 200; deal += 1) {
    let { round } = await post(rounds, { bet: limits.minBet, params: {} });
    while (round.status === 'open') {
      const view = round.outcome;
      if (view.status === 'player' && isPair(view) && view.actions?.includes('split')) return;
      const action = view.status === 'insurance' ? 'no_insurance' : 'stand';
      ({ round } = await post(`${rounds}/${round.id}/actions`, { action }));
    }
  }
  throw new Error('no pair in 200 deals');
}

describe('blackjack at the RNG table', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['en', viewports.desktop, '1440'],
    ['ru', viewports.phone, '375'],
  ] as const)(
    'a new player opens a live blackjack title and plays a hand with a split (%s)',
    async (language, viewport, width) => {
      const locale = language === 'ru' ? 'ru-RU' : 'en-US';
      const { context, page } = await newPage(browser, viewport, { locale });
      const { globalId } = await signUpListening(page, `blackjack-${language}`);
      await declineWelcomeBonus(page);
      await sandboxDeposit(globalId, '50');
      await openApp(page, `/games/${await titleId(page, 'Classic Blackjack')}`);
      const frame = page.frameLocator('[data-testid="game-frame"]');
      await frame.getByTestId('bj-bet-spot').waitFor({ timeout: 15_000 });
      await frame.getByTestId('rng-table-badge').waitFor();
      await snapshot(page, `blackjack-bets-${language}-${width}`);

      // The player's own deal from the client first: chips, then Deal.
      await frame.getByTestId('bj-clear').click();
      await frame.locator('[data-testid="bj-chips"] button').first().click();
      await frame.getByTestId('studio-play').click();
      const table = frame.getByTestId('bj-table');
      await expect
        .poll(() => table.getAttribute('data-status'), { timeout: 15_000 })
        .not.toBe('bets');
      // Finish it whatever it is: decline insurance, stand on every hand.
      for (let step = 0; step < 8; step += 1) {
        const status = await table.getAttribute('data-status');
        if (status !== 'turn' && status !== 'insurance') break;
        await frame.getByTestId(status === 'insurance' ? 'bj-no_insurance' : 'bj-stand').click();
        await expect.poll(() => table.getAttribute('data-status')).not.toBe(status);
      }
      await frame.locator('[data-testid="studio-result"][data-round-id]').waitFor();

      // Find a pair through the studio's API, then reload the frame: the open round comes back.
      const session = await frameSession(page);
      await dealUntilPair(page, session);
      const gameFrame = page.getByTestId('game-frame');
      const src = (await gameFrame.getAttribute('src')) ?? '';
      await gameFrame.evaluate((element: TSettable) => element.setAttribute('src', 'about:blank'));
      await expect.poll(() => frame.getByTestId('bj-table').count()).toBe(0);
      await gameFrame.evaluate(
        (element: TSettable, again: string) => element.setAttribute('src', again),
        src,
      );
      await frame.getByTestId('bj-split').waitFor({ timeout: 15_000 });
      expect(await frame.getByTestId('bj-split').isEnabled()).toBe(true);
      await snapshot(page, `blackjack-pair-${language}-${width}`);

      await frame.getByTestId('bj-split').click();
      await frame.getByTestId('bj-hand-1').waitFor();
      await snapshot(page, `blackjack-split-${language}-${width}`);
      // Stand on every hand (a split may be split again: up to four hands).
      for (let step = 0; step < 6; step += 1) {
        if ((await table.getAttribute('data-status')) !== 'turn') break;
        const active = frame.locator('[data-active="true"]');
        const before = await active.getAttribute('data-testid');
        await frame.getByTestId('bj-stand').click();
        await expect
          .poll(async () =>
            (await table.getAttribute('data-status')) === 'turn'
              ? await active.getAttribute('data-testid')
              : 'done',
          )
          .not.toBe(before);
      }
      await expect.poll(() => table.getAttribute('data-status')).toMatch(/won|lost|push/);
      const results = await frame.locator('[data-testid^="bj-hand-"][data-result]').count();
      expect(results).toBeGreaterThanOrEqual(2);
      const shown = await frame.getByTestId('bj-hand-0-result').textContent();
      const words =
        language === 'ru'
          ? ['Выигрыш', 'Ничья', 'Проигрыш', 'Перебор']
          : ['Win', 'Push', 'Lose', 'Bust'];
      expect(words).toContain(shown);
      await snapshot(page, `blackjack-settled-${language}-${width}`);
      await context.close();
    },
  );
});
