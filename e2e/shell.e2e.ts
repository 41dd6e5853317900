import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, openApp, snapshot, viewports } from './browser';

describe('app shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('renders the home page with the languages loaded from the API', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    const languagesCall = page.waitForResponse((res) => res.url().includes('/api/v1/languages'));
    await openApp(page, '/');
    expect((await languagesCall).status()).toBe(200);
    await page.getByTestId('home-hero').waitFor();
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-ru').waitFor();
    expect(await page.getByTestId('language-option-en').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await snapshot(page, 'home-1440');
    await context.close();
  });

  it('collapses the sidebar with Ctrl+B and remembers it in the sidebar_state cookie', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openApp(page, '/');
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.getAttribute('data-state')).toBe('expanded');
    expect((await sidebar.boundingBox())?.width).toBe(256);

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('collapsed');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(66);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');

    await page.reload();
    await page.getByTestId('app-preloader').waitFor({ state: 'detached' });
    expect(await page.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    await snapshot(page, 'sidebar-collapsed-1440');

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebar.getAttribute('data-state')).toBe('expanded');
    const reopened = (await context.cookies()).find((entry) => entry.name === 'sidebar_state');
    expect(reopened?.value).toBe('true');
    await context.close();
  });

  it('re-renders in Russian when the language is switched, and keeps it', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openApp(page, '/');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Main', { exact: true }).waitFor();

    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-ru').click();
    await sidebar.getByText('Главная', { exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await snapshot(page, 'home-ru-1440');

    await page.reload();
    await page.getByTestId('app-preloader').waitFor({ state: 'detached' });
    await page.getByTestId('sidebar').getByText('Главная', { exact: true }).waitFor();
    await context.close();
  });

  it('shows the tab bar and hides the sidebar at phone width', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openApp(page, '/');
    expect(await page.getByTestId('mobile-tab-bar').isVisible()).toBe(true);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    await snapshot(page, 'home-375');

    await page.getByTestId('tab-bar-menu').click();
    const sheet = page.getByTestId('sidebar-sheet');
    await sheet.waitFor();
    await expect.poll(async () => (await sheet.boundingBox())?.x).toBe(0);
    await snapshot(page, 'menu-375');
    await context.close();
  });

  it('hides the tab bar at desktop width', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openApp(page, '/sportsbook');
    expect(await page.getByTestId('mobile-tab-bar').isVisible()).toBe(false);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(true);
    await snapshot(page, 'sportsbook-1440');
    await context.close();
  });

  it('shows the 404 page for an unknown route and serves client routes directly', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openApp(page, '/no/such/page');
    await page.getByTestId('page-not-found').waitFor();
    await snapshot(page, 'not-found-1440');

    const deepLink = await fetch(`${baseURL()}/tournaments/7`, {
      headers: { accept: 'text/html' },
    });
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
    await context.close();
  });
});
