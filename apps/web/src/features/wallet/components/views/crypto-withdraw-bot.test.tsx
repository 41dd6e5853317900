import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { showToast } from '@/lib/toast';
import { walletPendingStore } from '@/lib/wallet-modal';
import { aCryptoMethod } from '@/testing/crypto-fixtures';
import { bodiesSentTo, fakeApi } from '@/testing/fake-api';
import { aTransaction, aUsdBalance, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aTonMethod, aWagerStatus, aWithdrawFee, TON_ADDRESS } from '@/testing/withdraw-fixtures';
import { walletNavigation } from '../../model/wallet-views';
import { withdrawDraftStore } from '../../model/withdraw-draft';
import { CryptoWithdrawView } from './crypto-withdraw-view';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const METHODS = '/api/v1/wallet/currencies/bonus';
const WITHDRAW = '/api/v1/wallet/txns/withdraw';
const webBuild = env.features.telegramBuild;
const usdt = aCryptoMethod({ additionalProviders: ['cryptobot', 'xrocket'] });
const ton = aTonMethod({ additionalProviders: ['cryptobot'] });
const fetchMock = stubFetch();

function serve({
  methods = [usdt, ton],
  withdraw = () =>
    jsonResponse(
      aTransaction({
        type: 'withdraw',
        status: 'pending',
        cancellableUntil: '2099-01-01T00:00:00.000Z',
      }),
    ),
}: {
  methods?: TCryptoMethod[];
  withdraw?: () => Response;
} = {}) {
  fetchMock.mockImplementation(
    fakeApi({
      [METHODS]: () => jsonResponse({ items: methods }),
      '/api/v1/wallet/addresses/USDTTRC20': () => jsonResponse({ items: [] }),
      '/api/v1/wallet/addresses/TON': () => jsonResponse({ items: [] }),
      '/api/v1/wallet/currencies/USDTTRC20/withdraw_fee': () => jsonResponse(aWithdrawFee()),
      '/api/v1/wallet/currencies/TON/withdraw_fee': () => jsonResponse(aWithdrawFee()),
      '/api/v2/wallet/wager': () => jsonResponse(aWagerStatus()),
      '/api/v1/me/balance': () => jsonResponse(aUsdBalance('50.00')),
      '/api/v2/wallet/txns': () =>
        jsonResponse({ items: [], meta: { offset: 0, limit: 10, total: 0 } }),
      [`POST ${WITHDRAW}`]: withdraw,
    }),
  );
}

async function renderView(code = 'USDTTRC20', provider?: 'cryptobot' | 'xrocket') {
  const user = userEvent.setup();
  const view = renderWithProviders(<CryptoWithdrawView code={code} provider={provider} />);
  await screen.findByTestId('crypto-withdraw-form');
  return { ...view, user };
}

/** The destination control's choice, by its label. */
const chosenDestination = () =>
  within(screen.getByTestId('withdraw-destination'))
    .getAllByRole('radio')
    .find((radio) => radio.getAttribute('aria-checked') === 'true')?.textContent;

beforeEach(() => {
  Object.assign(env.features, { telegramBuild: true });
  vi.mocked(showToast).mockClear();
});
afterEach(() => {
  Object.assign(env.features, { telegramBuild: webBuild });
  withdrawDraftStore.close();
  walletNavigation.reset();
});

describe('CryptoWithdrawView to a chat-bot provider (Telegram build)', () => {
  it('offers the providers the method lists beside the address, starting on the address', async () => {
    serve();
    await renderView();
    const radios = within(screen.getByTestId('withdraw-destination')).getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['Address', 'Crypto Bot', 'xRocket']);
    expect(chosenDestination()).toBe('Address');
    expect(screen.getByTestId('withdraw-address')).toBeInTheDocument();
  });

  it('shows no choice in the web build, nor for a method no provider pays out', async () => {
    serve({ methods: [usdt, aCryptoMethod({ code: 'BTC', name: 'Bitcoin', network: 'BTC' })] });
    const bot = await renderView('BTC');
    expect(screen.queryByTestId('withdraw-destination')).toBeNull();
    bot.unmount();

    Object.assign(env.features, { telegramBuild: false });
    await renderView('USDTTRC20', 'cryptobot');
    expect(screen.queryByTestId('withdraw-destination')).toBeNull();
    expect(screen.getByTestId('withdraw-address')).toBeInTheDocument();
  });

  it('to Crypto Bot: no address and no memo are asked, the amount alone opens submit', async () => {
    serve();
    const { user } = await renderView('TON');
    expect(screen.getByTestId('withdraw-memo')).toBeInTheDocument();
    await user.type(screen.getByTestId('withdraw-amount'), '12.5');
    // With the address empty a chain withdrawal cannot go.
    await waitFor(() => expect(screen.getByTestId('withdraw-fee')).toHaveTextContent('1.00 TON'));
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Crypto Bot' }));
    expect(screen.queryByTestId('withdraw-address')).toBeNull();
    expect(screen.queryByTestId('withdraw-memo')).toBeNull();
    expect(screen.queryByTestId('recent-address')).toBeNull();
    expect(screen.getByTestId('withdraw-bot-note')).toHaveTextContent(
      'The money goes to your Telegram account in @CryptoBot',
    );
    await waitFor(() => expect(screen.getByTestId('withdraw-submit')).toBeEnabled());

    // Back to an address: it is required again.
    await user.click(screen.getByRole('radio', { name: 'Address' }));
    await waitFor(() => expect(screen.getByTestId('withdraw-submit')).toBeDisabled());
    await user.click(screen.getByTestId('withdraw-address'));
    await user.paste(TON_ADDRESS);
    await waitFor(() => expect(screen.getByTestId('withdraw-submit')).toBeEnabled());
  });

  it('holds the amount within the fee call bounds as for an address', async () => {
    serve();
    const { user } = await renderView('USDTTRC20', 'cryptobot');
    await user.type(screen.getByTestId('withdraw-amount'), '4');
    expect(await screen.findByText('Minimum amount is 5.00 USDT')).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
    await user.clear(screen.getByTestId('withdraw-amount'));
    await user.type(screen.getByTestId('withdraw-amount'), '1001');
    expect(await screen.findByText('Maximum amount is 1,000.00 USDT')).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
  });

  it('sends the provider without address or memo, then shows the withdrawal pending', async () => {
    serve();
    const { user } = await renderView('USDTTRC20', 'xrocket');
    expect(chosenDestination()).toBe('xRocket');
    await user.type(screen.getByTestId('withdraw-amount'), '25');
    await waitFor(() => expect(screen.getByTestId('withdraw-submit')).toBeEnabled());
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(withdrawDraftStore.getView()).toEqual({
      currency: 'USDTTRC20',
      address: '',
      amount: '25',
      memo: null,
      provider: 'xrocket',
    });

    const confirm = await screen.findByTestId('withdraw-confirm');
    expect(within(confirm).getByTestId('withdraw-confirm-provider')).toHaveTextContent(
      'xRocket, your Telegram account',
    );
    expect(within(confirm).queryByTestId('withdraw-confirm-address')).toBeNull();
    await user.click(within(confirm).getByTestId('withdraw-confirm-submit'));
    await waitFor(() => expect(walletPendingStore.getView()).toBe('withdraw'));
    expect(bodiesSentTo(fetchMock, WITHDRAW)).toEqual([
      { currency: 'USDTTRC20', address: '', amount: '25', provider: 'xrocket' },
    ]);
  });

  it('translates a refusal for a player without a Telegram account and keeps the form', async () => {
    serve({ withdraw: () => jsonResponse({ detail: 'telegram_account_required' }, 422) });
    const { user } = await renderView('USDTTRC20', 'cryptobot');
    await user.type(screen.getByTestId('withdraw-amount'), '25');
    await waitFor(() => expect(screen.getByTestId('withdraw-submit')).toBeEnabled());
    await user.click(screen.getByTestId('withdraw-submit'));
    await user.click(await screen.findByTestId('withdraw-confirm-submit'));

    await waitFor(() =>
      expect(vi.mocked(showToast).mock.calls.map(([options]) => options.message)).toEqual([
        'Withdrawals to the chat bot need an account signed in through Telegram.',
      ]),
    );
    expect(walletPendingStore.getView()).toBeNull();
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    expect(screen.getByTestId('withdraw-amount')).toHaveValue('25');
    expect(chosenDestination()).toBe('Crypto Bot');
  });
});
