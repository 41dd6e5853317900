import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMoney } from '@aurum/contracts/money';
import type { TSportBet } from '@aurum/contracts/sportsbook';
import { cents, sandboxDeposit, signUpInModal, snapshot, uniqueEmail } from './accounts-helpers';
import { baseURL, launchBrowser, newPage, openApp, viewports } from './browser';
import { currentGlobalId } from './realtime-helpers';

/**
 * The first open price of `count` event rows of `section`, from its last row up: upcoming rows
 * come soonest first, and the soonest may kick off during the journey (its markets stop for
 * dangerous moments), which the journey does not mean to test.
 */
async function pickFromRows(section: Locator, count: number): Promise<void> {
  await section.getByTestId('event-row').first().waitFor();
  const rows = section.getByTestId('event-row');
  let picked = 0;
  for (let index = (await rows.count()) - 1; picked < count && index >= 0; index -= 1) {
    const open = rows.nth(index).locator('[data-testid="odds-button"]:not([disabled])');
    if ((await open.count()) === 0) continue;
    await open.first().click();
    picked += 1;
  }
  expect(picked).toBe(count);
}

/** The bet slip panel (desktop) or drawer (phone) once it shows `legs` legs. */
async function slipWith(page: Page, legs: number): Promise<Locator> {
  const form = page.getByTestId('slip-form');
  await expect.poll(() => form.getByTestId('slip-leg').count()).toBe(legs);
  return form;
}

/**
 * Places the slip as a player does: when the price moved since it was picked (the live
 * markets reprice every few seconds), the slip asks to accept the new odds, and the player
 * accepts and places again. Resolves once the slip is empty (every bet taken).
 */
async function placeSlip(page: Page, slip: Locator): Promise<void> {
  const accept = slip.getByTestId('slip-accept-odds');
  const place = slip.getByTestId('slip-place');
  const empty = page.getByTestId('slip-empty');
  for (let step = 0; step < 10; step += 1) {
    await empty.or(accept).or(place).waitFor({ timeout: 30_000 });
    if (await empty.isVisible()) return;
    // A price that moved while the slip was open asks to be accepted first.
    if (await accept.isVisible()) {
      await accept.click();
      continue;
    }
    // The button turns into "accept" when a price moves just now: then the loop goes round.
    if (
      await place.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    )
      await empty.or(accept).waitFor({ timeout: 30_000 });
  }
  throw new Error('the slip was still not placed after ten steps');
}

/** The player's bets from the API, with the page's own cookies. */
async function betsOf(page: Page, status: 'open' | 'settled'): Promise<TSportBet[]> {
  const response = await page.request.get(`/api/v2/sportsbook/bets?status=${status}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: TSportBet[] }).items;
}

/** The sandbox feed plays the rest of an event at once and settles it (a sandbox control). */
async function finishEvent(eventId: string): Promise<void> {
  const response = await fetch(
    `${baseURL()}/api/sandbox/sportsbook/events/${encodeURIComponent(eventId)}/finish`,
    { method: 'POST' },
  );
  expect(response.status).toBe(200);
}

/**
 * The sandbox feed moves an event's prices at once (a sandbox control): a positive shift
 * shortens the home side's odds, a negative one lengthens them.
 */
async function repriceEvent(eventId: string, shift: number): Promise<void> {
  const response = await fetch(
    `${baseURL()}/api/sandbox/sportsbook/events/${encodeURIComponent(eventId)}/reprice`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shift }),
    },
  );
  expect(response.status).toBe(200);
}

/** The odds of the slip's first pick as the browser keeps them. */
const pickedOdds = async (page: Page): Promise<number> => {
  const stored = await page.evaluate<string | null>("localStorage.getItem('sportsbook.slip')");
  const slip = JSON.parse(stored ?? 'null') as { selections?: { odds: number }[] } | null;
  return slip?.selections?.[0]?.odds ?? 0;
};

/** An API amount in cents (the account currency shows two decimals). */
const centsOfMoney = (money: TMoney | null) =>
  money ? Math.round(Number(money.primaryValue) * 100) : 0;

const balanceOf = async (page: Page) =>
  cents(await page.getByTestId('header-balance').textContent());

describe('sportsbook', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a visitor builds a combo from two upcoming events, signs up to place it, cashes out a single, watches the combo settle (en, 1440 px)', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openApp(page, '/sportsbook');
    await page.getByTestId('live-events').getByTestId('event-row').first().waitFor();
    await snapshot(page, 'sportsbook-1440');

    await pickFromRows(page.getByTestId('upcoming-events'), 2);
    const slip = await slipWith(page, 2);
    await slip.getByRole('tab', { name: 'Combo' }).click();
    await slip.getByTestId('slip-stake').fill('5');
    await expect.poll(() => slip.getByTestId('slip-payout').textContent()).toMatch(/\d/);

    // Betting needs an account: the visitor is asked to sign up, and the slip is kept.
    await slip.getByTestId('slip-place').click();
    await signUpInModal(page, uniqueEmail('sportsbook'));
    await page.getByTestId('avatar-button').waitFor();
    // The first deposit brings the welcome bonus: $50 and $50 of bonus money.
    await sandboxDeposit(await currentGlobalId(page), '50');
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toContain('100.00');

    // The slip outlives a reload (which also drops the deposit's celebration dialog).
    await openApp(page, '/sportsbook');
    await placeSlip(page, await slipWith(page, 2));
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toContain('95.00');

    await openApp(page, '/sportsbook/bets');
    const bet = page.getByTestId('my-bets').getByTestId('bet-card').first();
    await bet.waitFor();
    expect(await bet.getByTestId('bet-leg').count()).toBe(2);
    expect(await bet.getByTestId('bet-status').textContent()).toMatch(/open/i);
    await snapshot(page, 'sportsbook-bets-1440');

    // A single on another upcoming event, cashed out from My bets at the price offered.
    await openApp(page, '/sportsbook');
    await pickFromRows(page.getByTestId('upcoming-events'), 1);
    const single = await slipWith(page, 1);
    await single.getByTestId('slip-stake').fill('5');
    await placeSlip(page, single);
    await expect.poll(() => balanceOf(page)).toBe(9000);
    const open = await betsOf(page, 'open');
    const combo = open.find((b) => b.kind === 'combo');
    const placed = open.find((b) => b.kind === 'single');
    if (!combo || !placed) throw new Error('the combo and the single should be open');

    await openApp(page, '/sportsbook/bets');
    const singleCard = page.locator(`[data-testid="bet-card"][data-bet-id="${placed.id}"]`);
    /** Asks a quote for a share of the single's open stake and takes it; what it paid. */
    const cashOutPart = async (share: string): Promise<TSportBet> => {
      await singleCard.getByRole('radio', { name: share }).click();
      await singleCard.getByTestId('cash-out-ask').click();
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().endsWith('/cash-out'),
      );
      await singleCard.getByTestId('cash-out-confirm').click();
      const taken = await answered;
      expect(taken.status()).toBe(200);
      return (await taken.json()) as TSportBet;
    };
    // Half first: the bet stays open on the other half; then the rest.
    const half = await cashOutPart('50%');
    expect(half.status).toBe('open');
    expect(centsOfMoney(half.openStake)).toBe(250);
    await expect.poll(() => singleCard.getByTestId('bet-status').textContent()).toMatch(/open/i);
    const rest = await cashOutPart('All');
    expect(rest.status).toBe('cashed_out');
    const cashOutMinor = centsOfMoney(rest.cashedOut);
    expect(cashOutMinor).toBeGreaterThan(centsOfMoney(half.cashedOut));
    await expect.poll(() => balanceOf(page)).toBe(9000 + cashOutMinor);

    // The combo's two matches are played out; the bet settles and pays what it shows.
    for (const eventId of new Set(combo.legs.map((leg) => leg.eventId))) await finishEvent(eventId);
    await page.getByRole('tab', { name: 'Settled' }).click();
    const comboCard = page.locator(`[data-testid="bet-card"][data-bet-id="${combo.id}"]`);
    await expect
      .poll(() => comboCard.getByTestId('bet-status').textContent(), { timeout: 20_000 })
      .toMatch(/won|lost|void/i);
    const settled = (await betsOf(page, 'settled')).find((b) => b.id === combo.id);
    expect(settled?.legs.every((leg) => leg.result !== 'open')).toBe(true);
    const comboPayout = centsOfMoney(settled?.payout ?? null);
    await expect.poll(() => balanceOf(page)).toBe(9000 + cashOutMinor + comboPayout);
    await snapshot(page, 'sportsbook-settled-1440');
    await context.close();
  });

  it('a player opens a live match on a phone, bets a single from the drawer, and follows it through the live delay (ru, 375 px)', async () => {
    const { context, page } = await newPage(browser, viewports.phone, { locale: 'ru-RU' });
    await openApp(page, '/');
    await page.getByTestId('header-register').click();
    await signUpInModal(page, uniqueEmail('sportsbook-phone'));
    await page.getByTestId('avatar-button').waitFor();
    await sandboxDeposit(await currentGlobalId(page), '20');

    await openApp(page, '/sportsbook/soccer-1');
    const live = page
      .getByTestId('event-row')
      .filter({ has: page.getByTestId('event-live-clock') });
    await live.first().waitFor();
    await live.first().getByRole('link').first().click();
    await page.getByTestId('event-scoreboard').waitFor();
    await snapshot(page, 'sportsbook-event-375-ru');

    const open = page.locator('[data-testid="odds-button"]:not([disabled])');
    await open.first().click();
    await page.getByTestId('bet-slip-open').click();
    const slip = await slipWith(page, 1);
    await slip.getByTestId('slip-stake').fill('2');
    await snapshot(page, 'sportsbook-slip-legs-375-ru');
    await placeSlip(page, slip);
    await snapshot(page, 'sportsbook-slip-375-ru');

    // Held for the live delay, re-checked, then taken (open) or refused when the price moved or
    // the market stopped meanwhile (settled as rejected): the drawer's bets show which.
    await page.getByRole('tab', { name: 'Мои ставки' }).click();
    let decided: TSportBet | undefined;
    await expect
      .poll(
        async () => {
          const all = [...(await betsOf(page, 'open')), ...(await betsOf(page, 'settled'))];
          decided = all.find((bet) => bet.status !== 'pending');
          return decided?.status;
        },
        { timeout: 20_000 },
      )
      .toMatch(/^(open|rejected)$/);
    if (!decided) throw new Error('the bet was not decided');
    if (decided.status === 'rejected')
      await page.getByRole('tab', { name: 'Рассчитанные' }).click();
    const card = page.locator(`[data-testid="bet-card"][data-bet-id="${decided.id}"]`);
    await expect
      .poll(() => card.getByTestId('bet-status').textContent())
      .toBe(decided.status === 'open' ? 'Открыта' : 'Отклонена');
    await snapshot(page, 'sportsbook-bets-375-ru');

    // The slip follows the prices live under its odds policy: with "no changes" a moved price
    // waits for the player to accept it; with "only higher" a longer price is taken as it comes.
    await openApp(page, '/sportsbook/soccer-1');
    const upcoming = page
      .getByTestId('event-row')
      .filter({ hasNot: page.getByTestId('event-live-clock') })
      .last();
    await upcoming.waitFor();
    const eventId = await upcoming.getAttribute('data-event-id');
    if (!eventId) throw new Error('the event row has no id');
    const homeOdds = upcoming.locator('[data-testid="odds-button"]:not([disabled])').first();
    await homeOdds.click();
    await page.getByTestId('bet-slip-open').click();
    let picked = await slipWith(page, 1);
    await picked.getByTestId('slip-stake').fill('4');
    await picked.getByTestId('slip-odds-policy').selectOption('none');
    const seen = await pickedOdds(page);
    await repriceEvent(eventId, 0.5);
    await picked.getByTestId('slip-accept-odds').waitFor();
    expect(await picked.getByTestId('slip-place').count()).toBe(0);
    await snapshot(page, 'sportsbook-odds-changed-375-ru');
    await placeSlip(page, picked);
    const shortened = (await betsOf(page, 'open')).find((bet) => bet.legs[0]?.eventId === eventId);
    expect(shortened?.legs[0]?.odds).toBeLessThan(seen);

    await page.keyboard.press('Escape');
    await homeOdds.click();
    await page.getByTestId('bet-slip-open').click();
    picked = await slipWith(page, 1);
    await picked.getByTestId('slip-stake').fill('4');
    await picked.getByTestId('slip-odds-policy').selectOption('higher');
    const before = await pickedOdds(page);
    await repriceEvent(eventId, -1);
    await expect.poll(() => pickedOdds(page)).toBeGreaterThan(before);
    expect(await picked.getByTestId('slip-accept-odds').count()).toBe(0);
    await picked.getByTestId('slip-place').click();
    await page.getByTestId('slip-empty').waitFor();
    const lengthened = (await betsOf(page, 'open')).find(
      (bet) => bet.legs[0]?.eventId === eventId && bet.id !== shortened?.id,
    );
    expect(lengthened?.legs[0]?.odds).toBeGreaterThan(before);

    // A quarter of it cashed out from the drawer: the rest stays in play.
    await page.getByRole('tab', { name: 'Мои ставки' }).click();
    const lengthenedCard = page.locator(
      `[data-testid="bet-card"][data-bet-id="${lengthened?.id ?? ''}"]`,
    );
    await lengthenedCard.getByRole('radio', { name: '25 %' }).click();
    await lengthenedCard.getByTestId('cash-out-ask').click();
    await snapshot(page, 'sportsbook-cash-out-375-ru');
    await lengthenedCard.getByTestId('cash-out-confirm').click();
    await expect
      .poll(() => lengthenedCard.getByTestId('bet-open-stake').textContent())
      .toMatch(/3[.,]00/);
    await context.close();
  });
});
