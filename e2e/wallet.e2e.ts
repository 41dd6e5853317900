import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from './accounts-helpers';
import { launchBrowser, newPage, viewports } from './browser';
import { declineWelcomeBonus, signUpListening } from './realtime-helpers';

const WITHDRAW_TO = `T${'W'.repeat(33)}`;

async function signedInPlayer(page: Page, tag: string) {
  const { globalId } = await signUpListening(page, tag);
  await declineWelcomeBonus(page);
  // Withdrawals ask for a complete profile.
  const profile = await page.request.patch('/api/v1/me/profile', {
    data: { firstName: 'Vera', lastName: 'Sokol', gender: 'female', dateOfBirth: '1992-06-03' },
  });
  expect(profile.status()).toBe(200);
  return globalId;
}

/** The sandbox chain: a transfer to the address, then the blocks that confirm it. */
async function chainTransfer(page: Page, address: string, amount: string) {
  const sent = await page.request.post('/api/sandbox/crypto/transfer', {
    data: { address, currency: 'USDTTRC20', amount },
  });
  expect(sent.status()).toBe(200);
  const mined = await page.request.post('/api/sandbox/crypto/blocks', { data: { count: 3 } });
  expect(await mined.json()).toEqual({ confirmed: 1 });
}

describe('wallet: crypto in and out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('deposits USDT through the sandbox chain, withdraws part, cancels it, sees history', async () => {
    const { context, page } = await newPage(browser, viewports.desktop);
    await signedInPlayer(page, 'wallet');
    const balance = page.getByTestId('header-balance');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain('$0.00');
    let balanceCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/me/balance') balanceCalls += 1;
    });

    // Deposit: the method, its address and QR code.
    await page.getByTestId('header-top-up').click();
    await page.getByTestId('wallet-modal').waitFor();
    const method = page.getByTestId('crypto-method-USDTTRC20');
    await method.waitFor();
    expect(await method.getByTestId('deposit-bonus-badge').textContent()).toContain('+5%');
    await snapshot(page, 'wallet-deposit-tab-1440');
    await method.click();
    const address = (await page.getByTestId('deposit-address').textContent())?.trim() ?? '';
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await page.getByTestId('deposit-qr').waitFor();
    expect(await page.getByTestId('deposit-min-amount').textContent()).toContain('1');
    await snapshot(page, 'wallet-crypto-deposit-1440');

    // The chain confirms it: the success modal opens and the balance moves, both live.
    const before = balanceCalls;
    await chainTransfer(page, address, '50');
    const success = page.getByTestId('deposit-success-modal');
    await success.waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('deposit-success-amount').textContent()).toMatch(
      /^\+50(\.0+)? USDT$/,
    );
    // $50 of main money and the network's 5% deposit bonus (a grant of its own).
    await expect.poll(() => balance.textContent()).toContain('$52.50');
    expect(balanceCalls).toBe(before);
    await page.keyboard.press('Escape');
    await success.waitFor({ state: 'detached' });

    // Withdraw part of it to an outside address: the wallet is still open behind the modal.
    await page.getByTestId('wallet-back').click();
    await page.getByTestId('wallet-tab-withdraw').click();
    await page.getByTestId('crypto-method-USDTTRC20').click();
    await page.getByTestId('withdraw-address').fill(WITHDRAW_TO);
    await page.getByTestId('withdraw-amount').fill('20');
    await expect
      .poll(() => page.getByTestId('withdraw-fee').textContent(), { timeout: 5_000 })
      .toContain('0.4');
    const submit = page.getByTestId('withdraw-submit');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await snapshot(page, 'wallet-crypto-withdraw-1440');
    await submit.click();
    await page.getByTestId('withdraw-confirm').waitFor();
    await page.getByTestId('withdraw-confirm-submit').click();
    // The network's bonus would burn: the warning lists it, and the player withdraws anyway.
    const burning = page.getByTestId('bonus-burn-item');
    await burning.first().waitFor();
    expect(await burning.first().textContent()).toContain('2.50');
    await page.getByTestId('bonus-burn-continue').click();
    await page.getByTestId('wallet-pending').waitFor({ timeout: 10_000 });
    // $20 left and the $2.50 of bonus money was forfeited: the deposit's other $30 stays.
    await expect.poll(() => balance.textContent()).toContain('$30.00');

    // History: the withdrawal is cancellable; cancelling returns the money.
    await page
      .getByTestId('wallet-tab-history')
      .or(page.getByRole('button', { name: /history/i }))
      .first()
      .click();
    const rows = page.getByTestId('transaction-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    const cancel = rows.first().getByTestId('transaction-cancel');
    await cancel.click();
    await expect.poll(() => rows.first().textContent(), { timeout: 10_000 }).toContain('Cancelled');
    // The $20 comes back; the forfeited bonus does not.
    await expect.poll(() => balance.textContent()).toContain('$50.00');
    expect(await rows.first().getByTestId('transaction-cancel').count()).toBe(0);
    expect(await rows.nth(1).textContent()).toContain('50');
    await snapshot(page, 'wallet-history-1440');
    await context.close();
  });

  it('shows the deposit view and the withdraw form at phone width', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await signedInPlayer(page, 'wallet-phone');
    await page.getByTestId('header-top-up').click();
    await page.getByTestId('crypto-method-TON').click();
    await page.getByTestId('deposit-qr').waitFor();
    await snapshot(page, 'wallet-crypto-deposit-375');
    await page.getByTestId('wallet-back').click();
    await page.getByTestId('wallet-tab-withdraw').click();
    await page.getByTestId('crypto-method-TON').click();
    // The memo field belongs to the TON network only.
    await page.getByTestId('withdraw-memo').waitFor();
    await page.getByTestId('withdraw-address').fill('not an address');
    await page.getByTestId('withdraw-amount').fill('1');
    await expect.poll(() => page.getByTestId('withdraw-submit').isDisabled()).toBe(true);
    await snapshot(page, 'wallet-crypto-withdraw-375');
    await context.close();
  });

  it('picks a deposit currency in the wallet only: the display currency stays', async () => {
    const { context, page } = await newPage(browser, viewports.phone);
    await signedInPlayer(page, 'wallet-currency');
    const balance = page.getByTestId('header-balance');
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain('$0.00');
    const accountChanges: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== 'GET' && pathname.startsWith('/api/v1/me')) {
        accountChanges.push(`${request.method()} ${pathname}`);
      }
    });

    // Paying in roubles offers the rouble methods; balances stay in dollars everywhere.
    await page.getByTestId('header-top-up').click();
    const select = page.getByTestId('wallet-currency-select');
    await expect.poll(() => select.isEnabled(), { timeout: 10_000 }).toBe(true);
    await select.selectOption('RUB');
    await page.getByTestId('fiat-method-rub-card').waitFor();
    await snapshot(page, 'wallet-deposit-currency-375');
    expect(await balance.textContent()).toContain('$0.00');
    expect(accountChanges).toEqual([]);

    // Nothing was saved: after a reload the account is still in dollars.
    await page.reload();
    await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toContain('$0.00');
    const me = await page.request.get('/api/v1/me');
    expect((await me.json()) as { primaryCurrency: string }).toMatchObject({
      primaryCurrency: 'USD',
    });
    await context.close();
  });
});
