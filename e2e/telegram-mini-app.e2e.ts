import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOTS, telegramBotToken } from '../apps/server/src/modules/auth/telegram-bots';
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../apps/server/src/test/server-process';
import { telegramLaunchPath } from '../apps/server/src/test/telegram-launch';
import { TEST_PASSWORD_HASH_COST } from '../apps/server/src/test/test-app';
import {
  DARK_THEME,
  LIGHT_THEME,
  TELEGRAM_ANSWERS,
} from '../apps/web/src/lib/telegram/simulated-answers';
import { closeFirstBonusDrawer, snapshot } from './accounts-helpers';
import { launchBrowser, viewports } from './browser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The SDK's bridge as one browser script: its `mockTelegramEnv` plays the Telegram client. */
const BRIDGE_SCRIPT = path.join(root, 'node_modules/@tma.js/bridge/dist/index.iife.js');
const bot = DEMO_BOTS[0];

/**
 * Runs before any page script (after the bridge script): the SDK's `mockTelegramEnv` takes
 * Telegram's part, records the methods the app calls in `window.telegramCalls` and answers the
 * requests a moment later, as a client does. Browser code, so it is text here.
 */
const TELEGRAM_CLIENT_SCRIPT = `
if (window.top === window) {
  const answers = ${JSON.stringify(TELEGRAM_ANSWERS)};
  const bridge = window.tapps.bridge;
  window.telegramCalls = [];
  bridge.mockTelegramEnv({
    onEvent(event) {
      window.telegramCalls.push({ name: event.name, params: event.params });
      const answer = answers[event.name];
      if (answer) setTimeout(() => bridge.emitEvent(answer[0], answer[1]), 0);
    },
  });
}`;

/** A new Telegram player's launch of the demo bot's mini-app, with the cashier start link. */
function launchUrl(options: {
  pathname: string;
  secret: string;
  version: string;
  language: 'ru' | 'en';
  theme: Record<string, string>;
}): string {
  const botToken = telegramBotToken({
    botId: bot.id,
    configured: new Map(),
    production: false,
    secret: options.secret,
  });
  if (!botToken) throw new Error('the demo bot has no token');
  return telegramLaunchPath({
    ...options,
    bot,
    botToken,
    user: { id: 6_000_000 + Math.floor(Math.random() * 1_000_000), language: options.language },
    startParam: 'cashier',
  });
}

const callNames = (page: Page) =>
  page.evaluate<string[]>('window.telegramCalls.map((call) => call.name)');

/** What the app last told Telegram about its back button (hidden until first shown). */
const backButtonShown = (page: Page) =>
  page.evaluate<boolean>(`window.telegramCalls
    .filter((call) => call.name === 'web_app_setup_back_button')
    .at(-1)?.params.is_visible ?? false`);

const fullScreenMarked = (page: Page) =>
  page.evaluate<boolean>("document.documentElement.hasAttribute('data-tg-fullscreen')");

describe('the Telegram mini-app (bot build)', () => {
  let server: ServerProcess;
  let dataDir: string;
  let browser: Browser;
  const secret = randomBytes(32).toString('hex');

  // The bot build is served by a server of its own: WEB_DIST_DIR names the build to serve.
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'aurum-e2e-tma-'));
    server = startServerProcess(
      {
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        SESSION_SECRET: secret,
        WEB_DIST_DIR: path.join(root, 'apps/web/dist-telegram'),
        RATES_REFRESH_SECONDS: '0',
        // Withdrawals open without wagering the deposits first.
        WITHDRAW_WAGER_MULTIPLIER: '0',
        PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
        REDIS_KEY_PREFIX: `e2e-tma:${randomBytes(4).toString('hex')}:`,
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      },
      'dist',
    );
    const [launched] = await Promise.all([launchBrowser(), server.healthy()]);
    browser = launched;
  });
  afterAll(async () => {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function openMiniApp(
    language: 'ru' | 'en',
    url: string,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      viewport: viewports.phone,
      baseURL: server.baseURL,
      locale: language === 'ru' ? 'ru-RU' : 'en-US',
      reducedMotion: 'reduce',
    });
    await context.addInitScript({ path: BRIDGE_SCRIPT });
    await context.addInitScript({ content: TELEGRAM_CLIENT_SCRIPT });
    const page = await context.newPage();
    await page.goto(url);
    await page.getByTestId('app-preloader').waitFor({ state: 'detached' });
    return { context, page };
  }

  it.each([
    // A Telegram client before full screen, a light theme, the locale in the address.
    { language: 'ru', version: '7.2', pathname: '/ru/', theme: LIGHT_THEME },
    // Full screen; the address without a locale goes to the browser's (English).
    { language: 'en', version: '8.0', pathname: '/', theme: DARK_THEME },
  ] as const)(
    '$language at $version: signed in by Telegram, the cashier link opens the deposit tab, back goes home',
    async ({ language, version, pathname, theme }) => {
      const url = launchUrl({ pathname, secret, version, language, theme });
      const { context, page } = await openMiniApp(language, url);

      // Signed in through Telegram; the start parameter opened the wallet on its deposit tab.
      const wallet = page.getByTestId('wallet-modal');
      await wallet.waitFor();
      await expect
        .poll(() => page.getByTestId('wallet-tab-deposit').getAttribute('data-state'))
        .toBe('active');
      const me = await page.request.get('/api/v1/me');
      expect(me.status()).toBe(200);
      expect(await me.json()).toMatchObject({ language });
      // The launch parameters left the address; the locale and the bot's query stayed.
      const address = new URL(page.url());
      expect(address.pathname).toBe(`/${language}/`);
      expect(address.search).toBe(`?bot_id=${bot.id}&bot_type=${bot.type}`);
      expect(address.hash).toBe('');
      expect(await page.evaluate<string>('document.documentElement.lang')).toBe(language);

      const calls = await callNames(page);
      const fullScreen = version === '8.0';
      expect(calls.includes('web_app_request_fullscreen')).toBe(fullScreen);
      expect(calls.indexOf('web_app_ready')).toBeGreaterThan(
        fullScreen ? calls.indexOf('web_app_request_fullscreen') : -1,
      );
      expect(calls).toContain('web_app_setup_closing_behavior');
      expect(await fullScreenMarked(page)).toBe(fullScreen);
      expect(await backButtonShown(page)).toBe(false);
      await snapshot(page, `telegram-${language}-${version}-cashier-375`);

      // Leave the cashier (a player without a deposit is asked once), and the welcome drawer.
      await page.keyboard.press('Escape');
      await page.getByTestId('first-deposit-prompt-close').click();
      await wallet.waitFor({ state: 'detached' });
      await closeFirstBonusDrawer(page);

      // Links keep the locale; away from the root, Telegram's back button shows.
      await page
        .locator(`[data-testid="mobile-tab-bar"] a[href="/${language}/sportsbook"]`)
        .click();
      await page.waitForURL(`**/${language}/sportsbook`);
      await expect.poll(() => backButtonShown(page)).toBe(true);
      await snapshot(page, `telegram-${language}-${version}-sportsbook-375`);

      // Telegram's back button goes to the locale's root and hides again.
      await page.evaluate("window.tapps.bridge.emitEvent('back_button_pressed')");
      await page.waitForURL((to) => /^\/(ru|en)\/?$/.test(to.pathname));
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(`/${language}`);
      await expect.poll(() => backButtonShown(page)).toBe(false);
      await context.close();
    },
  );

  it.each([
    // Toncoin in Russian on the older client; USDT on TON (a jetton transfer) in English.
    { language: 'ru', version: '7.2', theme: LIGHT_THEME, code: 'TON', amount: '5' },
    { language: 'en', version: '8.0', theme: DARK_THEME, code: 'USDTTON', amount: '25' },
  ] as const)(
    '$language: a $code deposit from the sandbox TON wallet (TON Connect) moves the balance live',
    async ({ language, version, theme, code, amount }) => {
      const url = launchUrl({ pathname: `/${language}/`, secret, version, language, theme });
      const { context, page } = await openMiniApp(language, url);
      // Everything the TON wallet view loads comes from the app (no public wallets list).
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== new URL(server.baseURL).origin)
          elsewhere.push(request.url());
      });
      const shot = (state: string) =>
        snapshot(page, `telegram-${language}-ton-${code}-${state}-375`);
      const header = page.getByTestId('header-balance');
      await page.getByTestId('wallet-modal').waitFor();
      await expect.poll(() => header.textContent()).toMatch(/\d/);
      const before = await header.textContent();

      // The method's deposit view offers the TON wallet; its view starts unconnected.
      await page.getByTestId(`crypto-method-${code}`).click();
      await page.getByTestId('crypto-deposit-ton-entry').click();
      await page.getByTestId('ton-deposit-connect-button').waitFor();
      await shot('connect');

      // The sandbox wallet connects; its holding comes from the sandbox chain's TON API.
      await page.getByTestId('ton-deposit-connect-button').click();
      await page.getByTestId('ton-deposit-holding').waitFor();
      await page.getByTestId('ton-deposit-amount').fill(amount);
      await shot('amount');

      // The wallet sends the transfer to the sandbox chain; the watcher runs at once and credits it.
      await page.getByTestId('ton-deposit-submit').click();
      await page.getByTestId('ton-deposit-waiting').waitFor();
      await shot('waiting');
      const watched = await page.request.post('/api/sandbox/ton/watch', {
        data: { laterSeconds: 0 },
      });
      expect(watched.ok()).toBe(true);
      const success = page.getByTestId('ton-deposit-success');
      await success.waitFor();
      expect(await page.getByTestId('ton-deposit-credited').textContent()).toMatch(
        new RegExp(`^${amount}[.,]00`),
      );
      await expect.poll(() => header.textContent()).not.toBe(before);
      // The first deposit is celebrated over the wallet; the view shows what was credited.
      const celebration = page.getByTestId('deposit-success-modal');
      await celebration.waitFor();
      await shot('celebration');
      await page.keyboard.press('Escape');
      await celebration.waitFor({ state: 'detached' });
      await shot('success');

      // Back goes to the method's crypto-deposit view.
      await page.getByTestId('ton-deposit-another').click();
      await page.getByTestId('wallet-back').click();
      await page.getByTestId('crypto-deposit-view').waitFor();
      expect(elsewhere.filter((url) => !url.startsWith('data:'))).toEqual([]);
      await context.close();
    },
  );

  it('an unknown bot gets the invalid-bot screen', async () => {
    const { context, page } = await openMiniApp('ru', '/ru/?bot_id=123456&bot_type=normal');
    await page.getByTestId('invalid-bot-screen').waitFor();
    await snapshot(page, 'telegram-ru-invalid-bot-375');
    await context.close();
  });

  /**
   * The cashier start of a new Telegram player, on the deposit tab, with the header balance's
   * text then; `window.sameDocument` tells later that nothing reloaded the page.
   */
  async function openCashier(
    language: 'ru' | 'en',
    version: string,
    theme: Record<string, string>,
  ) {
    const url = launchUrl({ pathname: `/${language}/`, secret, version, language, theme });
    const opened = await openMiniApp(language, url);
    const { page } = opened;
    await expect
      .poll(() => page.getByTestId('wallet-tab-deposit').getAttribute('data-state'))
      .toBe('active');
    const balance = page.getByTestId('header-balance');
    await expect.poll(() => balance.textContent()).toMatch(/\d/);
    await page.evaluate('window.sameDocument = true');
    return { ...opened, balance, before: (await balance.textContent()) ?? '' };
  }

  /**
   * A chat-bot deposit from the deposit tab: the provider's button, a currency and an amount;
   * the invoice is created and handed to Telegram to open, then the sandbox plays the player
   * paying it there. Ends on the deposit-success modal.
   */
  async function depositThroughBot(
    page: Page,
    provider: 'cryptobot' | 'xrocket',
    currency: string,
    amount: string,
    shot: string,
  ) {
    await page.getByTestId(`bot-pay-${provider}`).click();
    await page.getByTestId(`bot-deposit-view-${provider}`).waitFor();
    await page.getByTestId('bot-deposit-currency').selectOption(currency);
    await page.getByTestId('bot-deposit-amount').fill(amount);
    const submit = page.getByTestId('bot-deposit-submit');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await snapshot(page, `${shot}-form-375`);
    const [created] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/api/v1/wallet/addresses',
      ),
      submit.click(),
    ]);
    expect(created.status()).toBe(200);
    const invoice = (await created.json()) as { provider: string; redirectUrl: string };
    expect(invoice.provider).toBe(provider);
    // Telegram was asked to open the invoice (the client's own link opener, no new tab).
    await expect
      .poll(() =>
        page.evaluate<string[]>(`window.telegramCalls
          .filter((call) => call.name === 'web_app_open_link')
          .map((call) => call.params.url)`),
      )
      .toEqual([new URL(invoice.redirectUrl, server.baseURL).href]);
    await page.getByTestId('bot-deposit-waiting').waitFor();
    await snapshot(page, `${shot}-waiting-375`);

    const hash = invoice.redirectUrl.split('/').pop() ?? '';
    const paid = await page.request.post(`/api/sandbox/${provider}/pay/${hash}`, { data: {} });
    expect(await paid.json()).toMatchObject({ status: 'paid', webhook: { status: 200 } });
    await page.getByTestId('deposit-success-modal').waitFor({ timeout: 10_000 });
  }

  /** Nothing reloaded the page since `openCashier`. */
  const sameDocument = (page: Page) => page.evaluate<boolean>('window.sameDocument === true');

  it('ru: deposits through Crypto Bot, the balance moves live; withdraws to Crypto Bot', async () => {
    const { context, page, balance, before } = await openCashier('ru', '7.2', LIGHT_THEME);

    await depositThroughBot(page, 'cryptobot', 'USDTTRC20', '20', 'telegram-ru-cryptobot');
    expect(await page.getByTestId('deposit-success-amount').textContent()).toMatch(
      /^\+20,00\sUSDT$/,
    );
    await expect.poll(() => balance.textContent()).not.toBe(before);
    const afterDeposit = (await balance.textContent()) ?? '';
    expect(await sameDocument(page)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('deposit-success-modal').waitFor({ state: 'detached' });
    await snapshot(page, 'telegram-ru-cryptobot-deposited-375');

    // Withdrawals ask for a complete profile.
    const profile = await page.request.patch('/api/v1/me/profile', {
      data: { firstName: 'Vera', lastName: 'Sokol', gender: 'female', dateOfBirth: '1992-06-03' },
    });
    expect(profile.status()).toBe(200);

    // Withdraw to the player's Crypto Bot account: no address asked.
    await page.getByTestId('wallet-back').click();
    await page.getByTestId('wallet-tab-withdraw').click();
    await page.getByTestId('crypto-method-USDTTRC20').click();
    await page
      .getByTestId('withdraw-destination')
      .getByRole('radio', { name: 'Crypto Bot' })
      .click();
    expect(await page.getByTestId('withdraw-address').count()).toBe(0);
    await page.getByTestId('withdraw-amount').fill('8');
    const submit = page.getByTestId('withdraw-submit');
    await expect.poll(() => submit.isEnabled(), { timeout: 5_000 }).toBe(true);
    await snapshot(page, 'telegram-ru-cryptobot-withdraw-form-375');
    await submit.click();
    await page.getByTestId('withdraw-confirm-provider').waitFor();
    await snapshot(page, 'telegram-ru-cryptobot-withdraw-confirm-375');
    await page.getByTestId('withdraw-confirm-submit').click();
    // A deposit bonus on the network would burn: the player withdraws anyway.
    const pending = page.getByTestId('wallet-pending');
    const burn = page.getByTestId('bonus-burn-continue');
    await pending.or(burn).waitFor({ timeout: 10_000 });
    if (await burn.isVisible()) await burn.click();
    await pending.waitFor({ timeout: 10_000 });
    await expect.poll(() => balance.textContent()).not.toBe(afterDeposit);
    await snapshot(page, 'telegram-ru-cryptobot-withdraw-pending-375');

    // In the history it waits out its cancel window; then the processor sends it: done, live.
    await page.getByTestId('wallet-pending-history').click();
    const latest = page.getByTestId('transaction-row').first();
    await expect.poll(() => latest.textContent()).toContain('В обработке');
    const processed = await page.request.post('/api/sandbox/crypto/withdrawals/process', {
      data: { skipCancelWindow: true },
    });
    expect(await processed.json()).toMatchObject({ sent: 1, failed: 0 });
    await expect.poll(() => latest.textContent(), { timeout: 10_000 }).toContain('Выполнено');
    expect(await latest.getByTestId('transaction-provider').textContent()).toContain('Crypto Bot');
    expect(await sameDocument(page)).toBe(true);
    await snapshot(page, 'telegram-ru-cryptobot-withdraw-done-375');
    await context.close();
  });

  // Crypto Bot in ru is the journey above; each provider is also paid in the other language.
  it.each([
    {
      language: 'en',
      version: '8.0',
      provider: 'xrocket',
      currency: 'TON',
      credited: /^\+2\.00\sTON$/,
    },
    {
      language: 'ru',
      version: '7.2',
      provider: 'xrocket',
      currency: 'TON',
      credited: /^\+2,00\sTON$/,
    },
    {
      language: 'en',
      version: '8.0',
      provider: 'cryptobot',
      currency: 'TON',
      credited: /^\+2\.00\sTON$/,
    },
  ] as const)(
    '$language: deposits through $provider, the balance moves live',
    async ({ language, version, provider, currency, credited }) => {
      const theme = language === 'en' ? DARK_THEME : LIGHT_THEME;
      const { context, page, balance, before } = await openCashier(language, version, theme);
      const shot = `telegram-${language}-${provider}`;
      await depositThroughBot(page, provider, currency, '2', shot);
      expect(await page.getByTestId('deposit-success-amount').textContent()).toMatch(credited);
      await expect.poll(() => balance.textContent()).not.toBe(before);
      expect(await sameDocument(page)).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByTestId('deposit-success-modal').waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await page.getByTestId('wallet-modal').waitFor({ state: 'detached' });
      await snapshot(page, `${shot}-deposited-375`);
      await context.close();
    },
  );
});
