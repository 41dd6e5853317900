import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newPage, openApp, viewports } from './browser';

/** The JS and CSS a first visit to the home page loads, as the browser asked for them. */
async function homePageAssets(browser: Browser): Promise<string[]> {
  const { context, page } = await newPage(browser, viewports.desktop);
  const assets = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.add(response.url());
  });
  await openApp(page, '/');
  await page.getByTestId('home-hero').waitFor();
  await context.close();
  return [...assets];
}

describe('transport of the built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens deep links with dots in them and runs under its CSP without a violation', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const response = await page.goto('/policies/example.com');
    expect(response?.headers()['content-security-policy']).toContain(
      "frame-ancestors 'self' https://web.telegram.org",
    );
    await page.getByTestId('app-preloader').waitFor({ state: 'detached' });
    await page.getByTestId('policies-page').waitFor();
    expect(await page.getByTestId('policies-page').textContent()).toContain('example.com');
    await openApp(page, '/providers/1/games');
    await openApp(page, '/');
    await page.getByTestId('home-hero').waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('sends the first visit compressed, with hashed assets cached for good', async () => {
    const assets = await homePageAssets(browser);
    expect(assets.length).toBeGreaterThan(3);
    let plainBytes = 0;
    let brotliBytes = 0;
    for (const url of assets) {
      const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      plainBytes += (await plain.arrayBuffer()).byteLength;
      // Node's fetch would inflate the body; the header and Content-Length tell what was sent.
      const brotli = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers.get('content-encoding'), url).toBe('br');
      expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      brotliBytes += Number(brotli.headers.get('content-length'));
      await brotli.body?.cancel();
    }
    // Brotli sends well under a third of the bytes.
    expect(brotliBytes).toBeLessThan(plainBytes / 3);

    const index = await fetch(`${baseURL()}/`, { headers: { accept: 'text/html' } });
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a state-changing call sent from another site', async () => {
    const crossSite = await fetch(`${baseURL()}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: '',
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ detail: 'forbidden_origin' });
    const sameSite = await fetch(`${baseURL()}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { origin: baseURL() },
    });
    expect(sameSite.status).toBe(200);
  });
});
