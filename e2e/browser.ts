import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; nothing is downloaded. */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
