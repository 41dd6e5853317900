import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * Debian's Chromium; nothing is downloaded. Its headless shell (package chromium-headless-shell)
 * when installed: the same engine without the full browser's window, tab strip and UI
 * processes, so a journey costs about a third less processor time. `.ci/run` installs it.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const EXECUTABLE =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS;

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Each viewport with its name in screenshot files, for `it.each` over phone and desktop. */
export const bothWidths = [
  ['1440', viewports.desktop],
  ['375', viewports.phone],
] as const;

type TWidthCase = (typeof bothWidths)[number];

/** Whether this run takes every journey at both widths (see `widths`). */
export const everyWidth = Boolean(SCREENSHOT_DIR) || process.env.E2E_ALL_WIDTHS === '1';

/**
 * The widths a long journey runs at. It runs at the width it names, and the suite as a whole
 * runs each feature at both: a journey takes 10 to 25 s of a two-core machine, and most walk the
 * same path at either width. A screenshot run (E2E_SCREENSHOTS), or E2E_ALL_WIDTHS=1, runs every
 * journey at both widths, to look at each screen at 375 and 1440 px.
 */
export function widths(width: '1440' | '375'): readonly TWidthCase[] {
  if (everyWidth) return bothWidths;
  return bothWidths.filter(([name]) => name === width);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: EXECUTABLE,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export function baseURL(): string {
  return inject('baseURL');
}

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  { locale = 'en-US' }: { locale?: 'en-US' | 'ru-RU' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // Journeys check what a player sees, not motion (the wheel's journey keeps its animation):
  // without looping animations Chromium paints far less, on a machine that runs two at once.
  const context = await browser.newContext({
    viewport,
    baseURL: baseURL(),
    locale,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  return { context, page };
}

/** Opens a path and waits for the app to finish its start-up (the preloader goes away). */
export async function openApp(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await page.getByTestId('app-preloader').waitFor({ state: 'detached' });
}

/** Saves a screenshot when E2E_SCREENSHOTS names a folder (for looking at the screens). */
export async function snapshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}
