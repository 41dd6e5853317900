import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aCryptoMethod, aDisplayCurrency } from '@/testing/crypto-fixtures';
import { callsTo, fakeApi } from '@/testing/fake-api';
import { aFiatMethod } from '@/testing/fiat-fixtures';
import { aUsdBalance, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { walletNavigation } from '../model/wallet-views';
import { CurrencySelect } from './currency-select';
import { DepositTab } from './deposit-tab';
import { HeaderBalance } from './header-balance';

const fetchMock = stubFetch();
afterEach(() => walletNavigation.reset());

const CURRENCIES = [
  aDisplayCurrency(),
  aDisplayCurrency({ code: 'RUB', name: 'Russian rouble', displayFormat: '{amount} ₽' }),
  aDisplayCurrency({ code: 'EUR', name: 'Euro', displayFormat: '€{amount}' }),
  aDisplayCurrency({ code: 'USDT', name: 'Tether', displayFormat: '{amount} USDT', isFiat: false }),
];

const walletApi = () =>
  fakeApi({
    'GET /api/v1/wallet/currencies': () => jsonResponse({ items: CURRENCIES }),
    'GET /api/v1/me/balance': () => jsonResponse(aUsdBalance('10.00')),
    'GET /api/v1/wallet/currencies/bonus': () => jsonResponse({ items: [aCryptoMethod()] }),
    'GET /api/v2/wallet/orders/conditions': () =>
      jsonResponse({
        items: [
          aFiatMethod(),
          aFiatMethod({
            id: 'usd-card',
            name: 'Dollar card',
            currency: { code: 'USD', displayFormat: '${amount}', precision: 2 },
          }),
        ],
      }),
  });

/** Every call that was not a read: a profile change would be one. */
const changesSent = () =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET').toUpperCase() !== 'GET');

describe('CurrencySelect', () => {
  it('lists the currencies and keeps the one picked in the wallet, not on the account', async () => {
    fetchMock.mockImplementation(walletApi());
    const user = userEvent.setup();
    renderWithProviders(<CurrencySelect />);

    const select = await screen.findByTestId<HTMLSelectElement>('wallet-currency-select');
    await waitFor(() => expect(select).toBeEnabled());
    expect(select.value).toBe('USD');
    expect([...select.options].map((option) => option.value)).toEqual([
      'USD',
      'RUB',
      'EUR',
      'USDT',
    ]);
    expect(screen.getByRole('option', { name: 'USDT · Tether' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Crypto' })).toBeInTheDocument();

    await user.selectOptions(select, 'EUR');
    expect(select.value).toBe('EUR');
    expect(select).toBeEnabled();
    expect(changesSent()).toEqual([]);
    expect(callsTo(fetchMock, '/api/v1/me/balance')).toBe(1);
  });

  it('offers only the current currency while the list is unavailable', async () => {
    fetchMock.mockImplementation(
      fakeApi({ 'GET /api/v1/me/balance': () => jsonResponse(aUsdBalance('10.00')) }),
    );
    renderWithProviders(<CurrencySelect />);

    const select = await screen.findByTestId<HTMLSelectElement>('wallet-currency-select');
    await waitFor(() => expect(callsTo(fetchMock, '/api/v1/wallet/currencies')).toBe(1));
    expect(select).toBeDisabled();
    expect([...select.options].map((option) => option.value)).toEqual(['USD']);
  });
});

describe('choosing a deposit currency', () => {
  it('offers that currency’s methods and leaves the display currency alone', async () => {
    fetchMock.mockImplementation(walletApi());
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <HeaderBalance />
        <DepositTab />
      </>,
    );

    const select = await screen.findByTestId<HTMLSelectElement>('wallet-currency-select');
    await waitFor(() => expect(select).toBeEnabled());
    // The display currency picks the methods at first: the dollar card only.
    const fiat = await screen.findByTestId('fiat-method-usd-card');
    expect(fiat).toBeVisible();
    expect(screen.queryByTestId('fiat-method-rub-card')).not.toBeInTheDocument();

    await user.selectOptions(select, 'RUB');
    expect(await screen.findByTestId('fiat-method-rub-card')).toBeVisible();
    expect(screen.queryByTestId('fiat-method-usd-card')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('header-balance')).getByText('$10.00')).toBeVisible();
    expect(changesSent()).toEqual([]);
    expect(callsTo(fetchMock, '/api/v1/me/balance')).toBe(1);

    // The wallet closed and opened again starts from the display currency.
    walletNavigation.reset();
    await waitFor(() => expect(select.value).toBe('USD'));
  });
});
