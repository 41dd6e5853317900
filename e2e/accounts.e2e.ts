import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, openApp, viewports } from './browser';
import {
  operatorApi,
  sandboxDeposit,
  signUpFromHeader,
  signUpInModal,
  snapshot,
  uniqueEmail,
} from './accounts-helpers';

describe('accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets a visitor play a game in demo, and signs them up for real money on that page', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openApp(page, '/categories/slots/games');
    const tile = page.getByTestId('game-tile').first();
    const gameId = await tile.getAttribute('data-game-id');
    await tile.getByRole('link').click();
    await page.getByTestId('game-frame').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/games/${gameId}`);
    expect(await page.getByTestId('game-mode-demo').getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('game-mode-real').click();
    await page.getByTestId('login-form').waitFor();
    await signUpInModal(page, uniqueEmail('game'));
    expect(new URL(page.url()).pathname).toBe(`/games/${gameId}`);
    const real = page.getByTestId('game-mode-real');
    await expect.poll(() => real.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    await page.getByTestId('game-frame').waitFor();
    const balance = page.getByTestId('header-balance');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain('$0.00');
    await snapshot(page, 'game-after-sign-up-1440');
    await context.close();
  });

  it('asks a visitor on /profile to sign in, signs up, returns there and sets the name once', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openApp(page, '/profile');
    await page.getByTestId('sign-in-prompt').waitFor();
    await page.getByTestId('login-form').waitFor();
    await snapshot(page, 'auth-login-1440');

    await page.getByTestId('auth-tab-register').click();
    await page.getByTestId('register-form').waitFor();
    await page.getByTestId('auth-submit').click();
    await page.getByText('Confirm that you are 18 or older and accept the terms').waitFor();
    await snapshot(page, 'auth-register-errors-1440');

    // The server refuses a common password, and the form says why under the field.
    const email = uniqueEmail('profile');
    const modal = page.getByTestId('auth-modal');
    await modal.getByTestId('auth-email').fill(email);
    await modal.getByTestId('auth-password').fill('password1');
    await modal.getByTestId('auth-accept-terms').check();
    await modal.getByTestId('auth-submit').click();
    await modal.getByText('This password is too common or too easy to guess').waitFor();
    await snapshot(page, 'auth-register-weak-password-1440');

    await signUpInModal(page, email);
    expect(new URL(page.url()).pathname).toBe('/profile');
    await page.getByTestId('profile-form').waitFor();
    expect(await page.getByTestId('profile-email').inputValue()).toBe(email);

    // The balance area shows the new player's zero balance in the USD display format.
    const balance = page.getByTestId('header-balance');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain('$0.00');
    expect(await page.getByTestId('name-change-dot').count()).toBe(1);
    await snapshot(page, 'profile-1440');

    await page.getByTestId('profile-first-name').fill('Anna');
    await page.getByTestId('profile-last-name').fill('Petrova');
    await page.getByTestId('profile-gender-female').check({ force: true });
    await page.getByTestId('profile-date-of-birth').fill('1994-05-17');
    await page.getByTestId('profile-save').click();
    await page.getByText('Your profile is saved.').waitFor();
    await expect.poll(() => page.getByTestId('profile-first-name').isDisabled()).toBe(true);
    expect(await page.getByTestId('profile-last-name').isDisabled()).toBe(true);
    expect(await page.getByTestId('name-change-dot').count()).toBe(0);
    expect(await page.getByTestId('profile-summary').textContent()).toContain('Anna Petrova');
    await snapshot(page, 'profile-saved-1440');
    await page.locator('[data-sonner-toast] [data-close-button]').click();

    await page.getByTestId('header-top-up').click();
    await page.getByTestId('wallet-modal').waitFor();
    await page.getByTestId('crypto-method-USDTTRC20').waitFor();
    await snapshot(page, 'wallet-deposit-1440');
    await page.getByTestId('wallet-tab-withdraw').click();
    await expect.poll(() => page.getByTestId('wallet-balance-total').textContent()).toBe('$0.00');
    await snapshot(page, 'wallet-withdraw-1440');
    await page.getByTestId('wallet-tab-history').click();
    await page.getByTestId('transactions-empty').waitFor();
    // No deposit yet: closing asks once more before letting the player go.
    await page.keyboard.press('Escape');
    await page.getByTestId('first-deposit-prompt-close').click();
    await page.getByTestId('wallet-modal').waitFor({ state: 'detached' });

    // A deposit arrives: after a reload the header and the history show it.
    const operator = await operatorApi();
    await sandboxDeposit((await operator.findPlayer(email)).globalId, '25.00');
    await page.reload();
    // The first deposit earns the +100% welcome bonus: the header shows both.
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain('$50.00');
    await page.getByTestId('header-balance').click();
    await page.getByTestId('wallet-tab-history').click();
    const row = page.getByTestId('transaction-row');
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('+$25.00');
    expect(await row.textContent()).toContain('Completed');
    expect(await page.getByTestId('transactions-list').textContent()).toContain('Today');
    await snapshot(page, 'wallet-history-1440');
    await page.keyboard.press('Escape');

    // The bonus is on /bonuses with its wagering still to do, the first welcome step claimed.
    await openApp(page, '/bonuses');
    const bonus = page.getByTestId('active-bonus');
    await bonus.waitFor();
    expect(await bonus.getByTestId('bonus-balance').textContent()).toContain('25.00');
    expect(await bonus.getByTestId('wager-progress').textContent()).toContain('875.00');
    expect(await page.getByTestId('welcome-step').first().getAttribute('data-state')).toBe(
      'claimed',
    );
    await snapshot(page, 'bonuses-1440');

    await page.getByTestId('avatar-button').click();
    await page.getByTestId('avatar-menu').waitFor();
    await snapshot(page, 'avatar-menu-1440');
    await page.getByTestId('avatar-menu-logout').click();
    await page.getByTestId('header-login').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('on a phone, sends a visitor from Favorites to sign-up and back to Favorites', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await openApp(page, '/');
    await page.getByTestId('tab-bar-menu').click();
    await page.getByTestId('sidebar-sheet').getByRole('link', { name: 'Favorites' }).click();
    await page.getByTestId('auth-modal').waitFor();
    await page.getByTestId('auth-tab-register').click();
    await snapshot(page, 'auth-register-375');

    await signUpInModal(page, uniqueEmail('phone'));
    expect(new URL(page.url()).pathname).toBe('/favorites');
    await expect
      .poll(() => page.getByTestId('header-balance').textContent(), { timeout: 10_000 })
      .toContain('$0.00');
    await snapshot(page, 'favorites-signed-in-375');

    await page.getByTestId('tab-bar-wallet').click();
    await page.getByTestId('wallet-modal').waitFor();
    await snapshot(page, 'wallet-deposit-375');
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await page.getByTestId('profile-form').waitFor();
    await snapshot(page, 'profile-375');
    await context.close();
  });

  it('shows a banned player the ban screen with the reason', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openApp(page, '/');
    const email = uniqueEmail('banned');
    await signUpFromHeader(page, email);

    const operator = await operatorApi();
    await operator.ban(
      (await operator.findPlayer(email)).id,
      'multi_accounting',
      'This account is linked to another account of yours.',
    );

    await page.reload();
    const screen = page.getByTestId('ban-screen');
    await screen.waitFor();
    expect(await page.getByTestId('ban-reason').textContent()).toBe('Multiple accounts');
    expect(await page.getByTestId('ban-description').textContent()).toBe(
      'This account is linked to another account of yours.',
    );
    await snapshot(page, 'ban-1440');

    await page.setViewportSize(viewports.phone);
    await snapshot(page, 'ban-375');

    await page.getByTestId('ban-terms-link').click();
    await page.getByTestId('policies-page').waitFor();
    expect(await screen.count()).toBe(0);
    await context.close();
  });

  it('shows a VIP player the VIP drawer with their manager', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await openApp(page, '/');
    const email = uniqueEmail('vip');
    await signUpFromHeader(page, email);

    const operator = await operatorApi();
    await operator.makeVip((await operator.findPlayer(email)).id, 'aurum_vip_anna');
    await page.reload();
    await page.getByTestId('app-preloader').waitFor({ state: 'detached' });

    await page.getByTestId('sidebar-vip').waitFor();
    await page.getByTestId('avatar-button').click();
    await page.getByTestId('avatar-menu-vip').click();
    const drawer = page.getByTestId('vip-drawer');
    await drawer.waitFor();
    expect(await page.getByTestId('vip-manager-link').getAttribute('href')).toBe(
      'https://t.me/aurum_vip_anna',
    );
    await snapshot(page, 'vip-drawer-1440');
    await page.keyboard.press('Escape');

    await page.setViewportSize(viewports.phone);
    await page.getByTestId('avatar-button').click();
    await page.getByTestId('avatar-menu-vip').click();
    await drawer.waitFor();
    await snapshot(page, 'vip-drawer-375');
    await context.close();
  });
});
