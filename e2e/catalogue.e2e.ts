import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpFromHeader, snapshot, uniqueEmail } from './accounts-helpers';
import { bothWidths, launchBrowser, newPage, openApp, viewports, widths } from './browser';

const tiles = (page: Page) => page.getByTestId('game-tile');

/** Scrolls to the bottom of the page until more tiles than `count` are listed. */
async function scrollForMore(page: Page, count: number): Promise<number> {
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 4000);
        return tiles(page).count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(count);
  return tiles(page).count();
}

describe('catalogue', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(bothWidths)(
    'shows the banners and rows of games on the home page (%s)',
    async (width, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await openApp(page, '/');
      const carousel = page.getByTestId('banner-carousel');
      await carousel.waitFor();
      expect(await page.getByTestId('banner-slide').count()).toBeGreaterThan(1);
      await page.getByTestId('home-row-slots').getByTestId('game-tile').first().waitFor();
      await page.getByTestId('home-row-new').getByTestId('game-tile').first().waitFor();
      expect(await page.getByTestId('home-hero').count()).toBe(1);
      await snapshot(page, `catalogue-home-${width}`);

      // The second dot brings the second banner into view.
      await page.getByTestId('banner-dot').nth(1).click();
      await expect
        .poll(() => page.getByTestId('banner-dot').nth(1).getAttribute('aria-current'))
        .toBe('true');
      await page.getByTestId('home-row-live').scrollIntoViewIfNeeded();
      await page.getByTestId('home-row-live').getByTestId('game-tile').first().waitFor();
      await snapshot(page, `catalogue-home-rows-${width}`);
      await context.close();
    },
  );

  it('finds a game by part of its name once typing pauses', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openApp(page, '/');
    await page.keyboard.press('/');
    const modal = page.getByTestId('game-search-modal');
    await modal.waitFor();
    // With no query the modal shows popular games.
    await modal.getByTestId('game-tile').first().waitFor();
    expect(await modal.getByTestId('game-search-heading').textContent()).toBe('Popular games');

    const searched = page.waitForResponse((response) => response.url().includes('search=pharao'));
    await page.getByTestId('game-search-input').pressSequentially('pharao', { delay: 40 });
    await searched;
    await expect
      .poll(() => modal.getByTestId('game-search-heading').textContent())
      .toBe('Results for “pharao”');
    const found = modal.getByTestId('game-tile').filter({ hasText: /pharaoh/i });
    await found.first().waitFor();
    expect(await modal.getByTestId('game-tile').count()).toBe(await found.count());
    await snapshot(page, 'catalogue-search-1440');

    await page.getByTestId('game-search-tab-live').click();
    await page.getByTestId('game-search-input').fill('roulet');
    await expect
      .poll(() => modal.getByTestId('game-search-heading').textContent())
      .toBe('Results for “roulet”');
    await modal
      .getByTestId('game-tile')
      .filter({ hasText: /roulette/i })
      .first()
      .waitFor();
    await context.close();
  });

  it('opens the search from the home page on a phone', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openApp(page, '/');
    await page.getByTestId('home-search').click();
    await page.getByTestId('game-search-input').fill('roulet');
    const modal = page.getByTestId('game-search-modal');
    await modal
      .getByTestId('game-tile')
      .filter({ hasText: /roulette/i })
      .first()
      .waitFor();
    await snapshot(page, 'catalogue-search-375');
    await context.close();
  });

  it.each(widths('1440'))(
    'loads more games of a category as it scrolls (%s)',
    async (width, viewport) => {
      const { context, page } = await newPage(browser, viewport);
      await openApp(page, '/categories/slots/games');
      await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
      await page.getByTestId('category-chips').waitFor();
      await tiles(page).first().waitFor();
      expect(await tiles(page).count()).toBe(30);
      await snapshot(page, `catalogue-category-${width}`);

      const more = await scrollForMore(page, 30);
      expect(more).toBeGreaterThanOrEqual(60);

      // Another order, and a subcategory from the chips.
      await page.getByTestId('games-sort').scrollIntoViewIfNeeded();
      await page.getByTestId('games-sort').selectOption('title');
      await expect.poll(() => new URL(page.url()).search).toBe('?sort=title');
      await page.getByTestId('category-chips').getByRole('link', { name: 'Megaways' }).click();
      await page.getByRole('heading', { level: 1, name: 'Megaways' }).waitFor();
      await tiles(page).first().waitFor();
      await context.close();
    },
  );

  it.each(bothWidths)('lists every provider and opens one (%s)', async (width, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await openApp(page, '/providers/all/games');
    await page.getByTestId('providers-grid').waitFor();
    expect(await page.getByTestId('provider-card').count()).toBe(13);
    await snapshot(page, `catalogue-providers-${width}`);

    await page.getByTestId('provider-card').filter({ hasText: 'Velvet Live' }).click();
    await page.getByRole('heading', { level: 1, name: 'Velvet Live' }).waitFor();
    await tiles(page).first().waitFor();
    expect(await tiles(page).first().textContent()).toContain('Velvet Live');
    await context.close();
  });

  it('asks a visitor to sign in to keep a favourite', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openApp(page, '/categories/live/games');
    await tiles(page).first().getByTestId('game-tile-favorite').click();
    await page.getByTestId('auth-modal').waitFor();
    await context.close();
  });

  it.each(widths('375'))('keeps a favourite game after a reload (%s)', async (width, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await openApp(page, '/');
    await signUpFromHeader(page, uniqueEmail(`favorite-${width}`));
    expect(await page.getByTestId('home-hero').count()).toBe(0);

    await page.goto('/categories/fast/games');
    const tile = tiles(page).nth(1);
    await tile.waitFor();
    const gameId = await tile.getAttribute('data-game-id');
    const heart = tile.getByTestId('game-tile-favorite');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v2/favorites/${gameId ?? ''}`) &&
        response.request().method() === 'PUT',
    );
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect((await saved).status()).toBe(200);

    await page.reload();
    await page.getByTestId('app-preloader').waitFor({ state: 'detached' });
    const again = page.locator(`[data-testid="game-tile"][data-game-id="${gameId ?? ''}"]`);
    await expect
      .poll(() => again.getByTestId('game-tile-favorite').getAttribute('aria-pressed'))
      .toBe('true');

    await page.goto('/favorites');
    await again.waitFor();
    expect(await tiles(page).count()).toBe(1);
    await snapshot(page, `catalogue-favorites-${width}`);

    // Un-hearting it on the favourites page empties the list.
    await again.getByTestId('game-tile-favorite').click();
    await page.getByTestId('favorites-empty').waitFor();
    await page.goto('/games/favorites');
    await page.getByTestId('favorites-empty').waitFor();
    await context.close();
  });
});
