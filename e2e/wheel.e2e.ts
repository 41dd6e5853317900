import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpFromHeader, snapshot, uniqueEmail } from './accounts-helpers';
import { baseURL, everyWidth, launchBrowser, openApp, viewports } from './browser';

const SPIN = '/api/v2/turbine_of_luck';
const PRIZES = '/api/v2/turbine_of_luck/prizes';
/** About 5 s of animation and 0.5 s to the result, with room for a slow machine. */
const SPIN_TIMEOUT = 20_000;
/** The modal's code and data load on first open: slow on a busy machine. */
const POLL = { timeout: 20_000 };

const cases = [
  ['en', '1440', viewports.desktop],
  ['ru', '1440', viewports.desktop],
  ['en', '375', viewports.phone],
  ['ru', '375', viewports.phone],
] as const;
type TCase = (typeof cases)[number];

/**
 * A spin takes 20 to 30 s of a two-core machine, so each journey runs in one language at each
 * width, the two journeys crosswise; a screenshot run (E2E_SCREENSHOTS), or E2E_ALL_WIDTHS=1,
 * runs all four.
 */
const casesOf = (...picked: [TCase[0], TCase[1]][]): readonly TCase[] =>
  everyWidth
    ? cases
    : cases.filter(([locale, width]) => picked.some(([l, w]) => l === locale && w === width));

const headings = {
  en: {
    title: 'Turbine of luck',
    signUp: 'Create account',
    notAvailable: 'Turbine of luck is not available',
  },
  ru: {
    title: 'Турбина удачи',
    signUp: 'Создать аккаунт',
    notAvailable: 'Турбина удачи недоступна',
  },
} as const;

/** Every context a test opened, closed after it even when it failed. */
const contexts: BrowserContext[] = [];

async function newPage(
  browser: Browser,
  locale: 'en' | 'ru',
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    locale: locale === 'ru' ? 'ru-RU' : 'en-US',
  });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

/** The displayed segment of a server prize: the first prize is drawn last. */
const displayIndexOf = (prizeIndex: number, count: number) => (prizeIndex - 1 + count) % count;

async function prizeCount(page: Page): Promise<number> {
  const response = await page.request.get(PRIZES);
  const { items } = (await response.json()) as { items: unknown[] };
  return items.length;
}

const isSpin = (url: string, method: string) => new URL(url).pathname === SPIN && method === 'POST';

describe('turbine of luck', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  afterEach(() => Promise.all(contexts.splice(0).map((context) => context.close())));

  it.each(casesOf(['en', '1440'], ['ru', '375']))(
    'a player spins once (%s, %s px): the wheel stops on the server prize, then is used up',
    async (locale, width, viewport) => {
      const { context, page } = await newPage(browser, locale, viewport);
      await openApp(page, '/');
      await signUpFromHeader(page, uniqueEmail(`wheel-${locale}-${width}`));
      // A second tab of the same player keeps an older view of the wheel open.
      const other = await context.newPage();
      await openApp(other, '/');

      await page.getByTestId('header-wheel').click();
      const modal = page.getByTestId('wheel-modal');
      await modal.waitFor();
      await expect.poll(() => modal.getAttribute('data-wheel-state'), POLL).toBe('available');
      expect(await modal.getByRole('heading').first().textContent()).toBe(headings[locale].title);
      await snapshot(page, `wheel-available-${locale}-${width}`);

      await other.getByTestId('header-wheel').click();
      await expect
        .poll(() => other.getByTestId('wheel-modal').getAttribute('data-wheel-state'), POLL)
        .toBe('available');

      const count = await prizeCount(page);
      const answered = page.waitForResponse((response) =>
        isSpin(response.url(), response.request().method()),
      );
      await page.getByTestId('wheel-spin').click();
      const spin = await answered;
      expect(spin.status()).toBe(200);
      const { prizeIndex, balanceType } = (await spin.json()) as {
        prizeIndex: number;
        balanceType: string;
      };
      expect(await page.getByTestId('wheel').getAttribute('data-phase')).toMatch(
        /spinning|landing/,
      );
      await snapshot(page, `wheel-spinning-${locale}-${width}`);

      const result = page.getByTestId('wheel-result');
      await result.waitFor({ timeout: SPIN_TIMEOUT });
      expect(await page.getByTestId('wheel').getAttribute('data-landed-index')).toBe(
        String(displayIndexOf(prizeIndex, count)),
      );
      expect(await result.getAttribute('data-result')).toBe(balanceType);
      expect(await page.getByTestId('wheel-countdown').textContent()).toMatch(/^\d\d:\d\d:\d\d$/);
      await snapshot(page, `wheel-result-${locale}-${width}`);

      // The older tab tries the same day's spin again: refused, with when the next one is.
      await other.getByTestId('wheel-spin').click();
      const refused = other.getByTestId('wheel-error');
      await refused.waitFor();
      expect(await refused.textContent()).toContain(headings[locale].notAvailable);
      await expect
        .poll(() => other.getByTestId('wheel-modal').getAttribute('data-wheel-state'), POLL)
        .toBe('unavailable');
      expect(await other.getByTestId('wheel-spin').isDisabled()).toBe(true);
      await other.getByTestId('wheel-countdown').waitFor();
      await snapshot(other, `wheel-unavailable-${locale}-${width}`);

      // Closing refreshes the player's wheel: the header offers bonuses instead.
      await page.getByTestId('wheel-close').click();
      await modal.waitFor({ state: 'detached' });
      await page.getByTestId('header-wheel').waitFor({ state: 'detached' });
      if (width === '1440') await page.getByTestId('header-bonuses').waitFor();
      else expect(await page.getByTestId('tab-bar-wheel').count()).toBe(0);
      const again = await page.request.post(SPIN);
      expect(again.status()).toBe(409);
      expect(await again.json()).toMatchObject({ detail: 'turbine_of_luck_not_available' });
      await context.close();
    },
    90_000,
  );

  it.each(casesOf(['ru', '1440'], ['en', '375']))(
    'a visitor spins the teaser (%s, %s px) and is asked to sign up',
    async (locale, width, viewport) => {
      const { context, page } = await newPage(browser, locale, viewport);
      let spins = 0;
      page.on('request', (request) => {
        if (isSpin(request.url(), request.method())) spins += 1;
      });
      await openApp(page, '/');
      await page.getByTestId('header-wheel').click();
      const teaser = page.getByTestId('wheel-teaser');
      await expect.poll(() => teaser.getAttribute('data-wheel-state'), POLL).toBe('available');
      await snapshot(page, `wheel-teaser-${locale}-${width}`);

      await page.getByTestId('wheel-spin').click();
      const prompt = page.getByTestId('wheel-teaser-prompt');
      await prompt.waitFor({ timeout: SPIN_TIMEOUT });
      const landed = Number(await page.getByTestId('wheel').getAttribute('data-landed-index'));
      const count = await prizeCount(page);
      // Prize index 1 to 14: every segment but the last (the server's first prize).
      expect(landed).toBeGreaterThanOrEqual(0);
      expect(landed).toBeLessThan(Math.min(14, count - 1));
      expect(spins).toBe(0);
      await snapshot(page, `wheel-teaser-prompt-${locale}-${width}`);

      await page.getByTestId('wheel-teaser-sign-up').click();
      await page.getByTestId('register-form').waitFor();
      await teaser.waitFor({ state: 'detached' });
      expect(await page.getByTestId('auth-submit').textContent()).toContain(
        headings[locale].signUp,
      );
      await context.close();
    },
    60_000,
  );

  it('covers the wheel with "rotate your device" on a phone held sideways', async () => {
    const context = await browser.newContext({
      viewport: { width: 812, height: 375 },
      baseURL: baseURL(),
      locale: 'en-US',
      hasTouch: true,
      isMobile: true,
    });
    contexts.push(context);
    const page = await context.newPage();
    await openApp(page, '/');
    await page.getByTestId('header-wheel').click();
    const blocker = page.getByTestId('wheel-landscape-blocker');
    await blocker.waitFor();
    expect(await blocker.textContent()).toContain('Rotate your device');
    await snapshot(page, 'wheel-landscape-812x375');

    await page.setViewportSize({ width: 375, height: 812 });
    await blocker.waitFor({ state: 'detached' });
    await page.getByTestId('wheel').waitFor();
    await context.close();
  });
});
