import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { aDisplayCurrency } from '@/testing/crypto-fixtures';
import { bodiesSentTo, callsTo, fakeApi } from '@/testing/fake-api';
import { aMe, aUsdBalance, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CurrencySelect } from './currency-select';

const fetchMock = stubFetch();
const CURRENCIES = [
  aDisplayCurrency(),
  aDisplayCurrency({ code: 'EUR', name: 'Euro', displayFormat: '€{amount}' }),
  aDisplayCurrency({ code: 'USDT', name: 'Tether', displayFormat: '{amount} USDT', isFiat: false }),
];
const euroBalance = () => {
  const balance = aUsdBalance('9.25');
  const currency = { code: 'EUR', displayFormat: '€{amount}', icon: '/images/currencies/eur.svg' };
  return { ...balance, total: { ...balance.total, currency }, fiat: { ...balance.fiat, currency } };
};

describe('CurrencySelect', () => {
  it('lists the display currencies and saves the one picked, then reloads the balance', async () => {
    let currency = 'USD';
    fetchMock.mockImplementation(
      fakeApi({
        'GET /api/v1/wallet/currencies': () => jsonResponse({ items: CURRENCIES }),
        'GET /api/v1/me/balance': () =>
          jsonResponse(currency === 'USD' ? aUsdBalance('10.00') : euroBalance()),
        'PATCH /api/v1/me': () => {
          currency = 'EUR';
          return jsonResponse(aMe({ primaryCurrency: 'EUR' }));
        },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CurrencySelect />);

    const select = await screen.findByTestId<HTMLSelectElement>('wallet-currency-select');
    await waitFor(() => expect(select).toBeEnabled());
    expect(select.value).toBe('USD');
    expect([...select.options].map((option) => option.value)).toEqual(['USD', 'EUR', 'USDT']);
    expect(screen.getByRole('option', { name: 'USDT · Tether' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Crypto' })).toBeInTheDocument();

    await user.selectOptions(select, 'EUR');
    expect(bodiesSentTo(fetchMock, '/api/v1/me')).toEqual([{ currency: { primary: 'EUR' } }]);
    await waitFor(() => expect(select.value).toBe('EUR'));
    await waitFor(() => expect(select).toBeEnabled());
    expect(callsTo(fetchMock, '/api/v1/me/balance')).toBe(2);
  });

  it('keeps the current currency and says so when it cannot be changed', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        'GET /api/v1/wallet/currencies': () => jsonResponse({ items: CURRENCIES }),
        'GET /api/v1/me/balance': () => jsonResponse(aUsdBalance('10.00')),
        'PATCH /api/v1/me': () => jsonResponse({ detail: 'internal_error' }, 500),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <CurrencySelect />
        <Toaster />
      </>,
    );

    const select = await screen.findByTestId<HTMLSelectElement>('wallet-currency-select');
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'EUR');
    expect(await screen.findByText("We couldn't change the currency. Try again.")).toBeVisible();
    expect(select.value).toBe('USD');
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
