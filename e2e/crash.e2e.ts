import { crashPointOf, crashRoundHash } from '@aurum/games';
import type { TCrashState } from '@aurum/contracts/crash';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents, sandboxDeposit } from './accounts-helpers';
import { launchBrowser, newPage, openApp, snapshot, viewports } from './browser';
import { E2E_CRASH_SEED } from './crash-chain';
import { gameIdOf } from './games-helpers';
import { declineWelcomeBonus, signUpListening } from './realtime-helpers';

/** A player in the crash game: the page, its game frame and its session's crash state. */
async function joinCrash(page: Page, tag: string) {
  const { globalId } = await signUpListening(page, tag);
  await declineWelcomeBonus(page);
  await sandboxDeposit(globalId, '50');
  await expect
    .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 10_000 })
    .toMatch(/50[.,]00/);
  await openApp(page, `/games/${await gameIdOf(page, 'Aurum Crash')}`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await frame.getByTestId('crash-stage').waitFor({ timeout: 20_000 });
  const src = (await page.getByTestId('game-frame').getAttribute('src')) ?? '';
  const sessionId = new URL(src, 'http://x').searchParams.get('session') ?? '';
  const state = async () => {
    const response = await page.request.get(`/api/studio/v1/sessions/${sessionId}/crash`);
    return (await response.json()) as TCrashState;
  };
  return { page, frame, state };
}

const multiplierOf = async (frame: FrameLocator) =>
  Number((await frame.getByTestId('crash-multiplier').getAttribute('data-value')) ?? '0');

describe('crash: one shared round for everyone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('two players bet in the same round, see the same multiplier, and one sees the other cash out', async () => {
    const desktop = await newPage(browser, viewports.desktop);
    const phone = await newPage(browser, viewports.phone, { locale: 'ru-RU' });
    const alice = await joinCrash(desktop.page, 'crash-en');
    const boris = await joinCrash(phone.page, 'crash-ru');
    // Each frame speaks its player's language.
    expect(await alice.frame.getByTestId('crash-players').textContent()).toMatch(/Players/);
    expect(await boris.frame.getByTestId('crash-players').textContent()).toMatch(/Игроки/);
    await snapshot(desktop.page, 'crash-betting-1440');
    await snapshot(phone.page, 'crash-betting-375');

    // Wait for a round that takes bets long enough and flies past 2.50× (its crash point is
    // computed here from the chain's seed, as nobody else could).
    let index = -1;
    await expect
      .poll(
        async () => {
          const { round, chain, serverTime } = await alice.state();
          if (!round || !chain || round.status !== 'betting') return false;
          const left = new Date(round.bettingEndsAt).getTime() - new Date(serverTime).getTime();
          const hash = crashRoundHash(E2E_CRASH_SEED, chain.length, round.index);
          if (left < 3500 || crashPointOf(hash, chain.salt) < 250) return false;
          index = round.index;
          return true;
        },
        { timeout: 90_000, interval: 250 },
      )
      .toBe(true);

    // Both bet 1.00 without an automatic cash-out.
    for (const player of [alice, boris]) {
      const auto = player.frame.getByTestId('crash-auto');
      await auto.fill('');
      await auto.press('Enter');
      await player.frame.getByTestId('crash-bet').click();
    }
    for (const player of [alice, boris]) {
      await expect
        .poll(async () => (await player.state()).myBet?.status, { timeout: 5000 })
        .toBe('placed');
      expect((await player.state()).round?.index).toBe(index);
    }
    await expect
      .poll(() => boris.frame.getByTestId('crash-player').count(), { timeout: 5000 })
      .toBe(2);

    // In flight both frames draw the same multiplier from the round's start instant.
    await alice.frame.getByTestId('crash-multiplier').waitFor({ timeout: 10_000 });
    await boris.frame.getByTestId('crash-multiplier').waitFor({ timeout: 10_000 });
    await expect.poll(() => multiplierOf(alice.frame), { timeout: 10_000 }).toBeGreaterThan(115);
    const [seenByAlice, seenByBoris] = await Promise.all([
      multiplierOf(alice.frame),
      multiplierOf(boris.frame),
    ]);
    expect(Math.abs(seenByAlice - seenByBoris)).toBeLessThanOrEqual(5);
    await snapshot(desktop.page, 'crash-flying-1440');
    await snapshot(phone.page, 'crash-flying-375');

    // Alice cashes out at 1.30× or later; Boris sees it in the players list, live.
    await expect.poll(() => multiplierOf(alice.frame), { timeout: 10_000 }).toBeGreaterThan(130);
    await alice.frame.getByTestId('crash-cashout').click();
    await expect
      .poll(async () => (await alice.state()).myBet?.status, { timeout: 5000 })
      .toBe('cashed');
    const cashout = (await alice.state()).myBet?.cashout ?? 0;
    expect(cashout).toBeGreaterThanOrEqual(130);
    const cashedRow = boris.frame.locator('[data-testid="crash-player"][data-status="cashed"]');
    await expect.poll(() => cashedRow.count(), { timeout: 5000 }).toBe(1);
    expect(await cashedRow.textContent()).toContain(`${Math.floor(cashout / 100)}.`);
    await snapshot(desktop.page, 'crash-cashed-1440');
    await snapshot(phone.page, 'crash-cashed-375');

    // The round crashes: Boris, still flying, loses his stake; Alice keeps her win.
    await expect
      .poll(async () => (await boris.state()).history[0]?.index, { timeout: 60_000 })
      .toBe(index);
    const payout = Math.floor((100 * cashout) / 100);
    await expect
      .poll(async () => cents(await alice.page.getByTestId('header-balance').textContent()), {
        timeout: 10_000,
      })
      .toBe(5000 - 100 + payout);
    await expect
      .poll(async () => cents(await boris.page.getByTestId('header-balance').textContent()), {
        timeout: 10_000,
      })
      .toBe(5000 - 100);
    await snapshot(desktop.page, 'crash-crashed-1440');
    await snapshot(phone.page, 'crash-crashed-375');
    await desktop.context.close();
    await phone.context.close();
  }, 180_000);
});
