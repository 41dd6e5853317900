import type { TBalance, TFiatMethod } from '@aurum/contracts/wallet';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { aCryptoMethod } from '@/testing/crypto-fixtures';
import { bodiesSentTo, callsTo, fakeApi, requestUrl } from '@/testing/fake-api';
import { aBuyOrder, aFiatMethod, aFiatSide, ORDER_ID } from '@/testing/fiat-fixtures';
import { aUsdBalance, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { setViewportWidth } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/render-with-providers';
import { walletNavigation, walletViewStore } from '../model/wallet-views';
import { PaymentMethods } from './payment-methods';

const CRYPTO = '/api/v1/wallet/currencies/bonus';
const FIAT = '/api/v2/wallet/orders/conditions';
const BALANCE = '/api/v1/me/balance';
const NOT_EXPIRED = '/api/v2/wallet/orders/not-expired';
const fetchMock = stubFetch();

afterEach(async () => {
  walletNavigation.reset();
  await i18n.changeLanguage('en');
});

function aBalanceIn(code: string, displayFormat: string): TBalance {
  const balance = aUsdBalance('100.00');
  const currency = { code, displayFormat, icon: `/images/currencies/${code.toLowerCase()}.svg` };
  return {
    ...balance,
    total: { ...balance.total, currency },
    fiat: { ...balance.fiat, currency },
  };
}

const RUB_BALANCE = aBalanceIn('RUB', '{amount} ₽');
const USDT_BALANCE = aBalanceIn('USDT', '{amount} USDT');

/** Eight RUB methods, one of them Steam (withdraw only), and a UAH and a KZT one. */
function someFiatMethods(): TFiatMethod[] {
  const rub = Array.from({ length: 7 }, (_, index) =>
    aFiatMethod({
      id: `rub-${index + 1}`,
      name: `RUB bank ${index + 1}`,
      priority: 100 - index * 10,
    }),
  );
  return [
    ...rub,
    aFiatMethod({ id: 'rub-steam', name: 'Steam', method: 'others', buy: null, priority: 1 }),
    aFiatMethod({
      id: 'uah-card',
      name: 'UAH card',
      currency: { code: 'UAH', displayFormat: '{amount} ₴', precision: 2 },
    }),
    aFiatMethod({
      id: 'kzt-card',
      name: 'KZT card',
      currency: { code: 'KZT', displayFormat: '{amount} ₸', precision: 2 },
      sell: null,
    }),
  ];
}

function serve({
  fiat = someFiatMethods(),
  balance = RUB_BALANCE,
  openOrder = null as ReturnType<typeof aBuyOrder> | null,
} = {}) {
  fetchMock.mockImplementation(
    fakeApi({
      [CRYPTO]: () => jsonResponse({ items: [aCryptoMethod()] }),
      [FIAT]: () => jsonResponse({ items: fiat }),
      [BALANCE]: () => jsonResponse(balance),
      [NOT_EXPIRED]: () => jsonResponse({ order: openOrder }),
    }),
  );
}

const fiatButtons = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('button')
    .filter((button) => button.dataset.testid?.startsWith('fiat-method-'))
    .map((button) => button.dataset.testid?.replace('fiat-method-', ''));

describe('PaymentMethods: fiat', () => {
  it('shows 4 fiat buttons from tablet width, then "more" expands the rest', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethods side="deposit" />);

    const group = await screen.findByTestId('method-group-fiat');
    expect(fiatButtons(group)).toEqual(['rub-1', 'rub-2', 'rub-3', 'rub-4']);
    const more = within(group).getByTestId('fiat-more');
    expect(more).toHaveTextContent('More methods · 3');

    await user.click(more);
    expect(fiatButtons(group)).toEqual([
      'rub-1',
      'rub-2',
      'rub-3',
      'rub-4',
      'rub-5',
      'rub-6',
      'rub-7',
    ]);
    expect(screen.queryByTestId('fiat-more')).not.toBeInTheDocument();
  });

  it('shows 6 fiat buttons on a phone', async () => {
    setViewportWidth(375);
    serve();
    renderWithProviders(<PaymentMethods side="deposit" />);

    const group = await screen.findByTestId('method-group-fiat');
    expect(fiatButtons(group)).toHaveLength(6);
    expect(within(group).getByTestId('fiat-more')).toHaveTextContent('More methods · 1');
    act(() => setViewportWidth(1440));
    expect(fiatButtons(group)).toHaveLength(4);
  });

  it('shows no "more" button when every method fits', async () => {
    serve({ fiat: someFiatMethods().slice(3) });
    renderWithProviders(<PaymentMethods side="deposit" />);
    const group = await screen.findByTestId('method-group-fiat');
    expect(fiatButtons(group)).toEqual(['rub-4', 'rub-5', 'rub-6', 'rub-7']);
    expect(screen.queryByTestId('fiat-more')).not.toBeInTheDocument();
  });

  it('shows each method with its label and the minimum in its currency', async () => {
    serve({
      fiat: [
        aFiatMethod({ buy: aFiatSide({ minAmount: '500.00' }) }),
        aFiatMethod({
          id: 'rub-sbp',
          name: 'SBP',
          label: 'Faster payments',
          buy: aFiatSide({ minAmount: '300.50' }),
        }),
      ],
    });
    renderWithProviders(<PaymentMethods side="deposit" />);

    const card = await screen.findByTestId('fiat-method-rub-card');
    expect(card).toHaveTextContent('Bank card');
    expect(card).toHaveTextContent('Card to card');
    expect(card).toHaveTextContent('Min 500 ₽');
    expect(screen.getByTestId('fiat-method-rub-sbp')).toHaveTextContent('Min 300.50 ₽');
  });

  it('puts Steam methods in the "other" group (withdraw tab: sell sides only)', async () => {
    serve();
    renderWithProviders(<PaymentMethods side="withdraw" />);

    const other = await screen.findByTestId('method-group-other');
    expect(within(other).getByTestId('fiat-method-rub-steam')).toHaveTextContent('Steam');
    expect(
      within(screen.getByTestId('method-group-fiat')).queryByTestId('fiat-method-rub-steam'),
    ).toBeNull();
    // The minimum is the sell side's.
    expect(screen.getByTestId('fiat-method-rub-1')).toHaveTextContent('Min 1,000 ₽');
  });

  it('offers only methods taking deposits on the deposit tab', async () => {
    serve();
    renderWithProviders(<PaymentMethods side="deposit" />);
    await screen.findByTestId('method-group-fiat');
    expect(screen.queryByTestId('fiat-method-rub-steam')).not.toBeInTheDocument();
    expect(screen.queryByTestId('method-group-other')).not.toBeInTheDocument();
  });

  it('offers the display currency methods only when it has some', async () => {
    serve({ balance: aBalanceIn('UAH', '{amount} ₴') });
    renderWithProviders(<PaymentMethods side="deposit" />);
    const group = await screen.findByTestId('method-group-fiat');
    expect(fiatButtons(group)).toEqual(['uah-card']);
  });

  it('offers every currency, as listed, when the display currency is crypto', async () => {
    serve({ balance: USDT_BALANCE, fiat: someFiatMethods().slice(5) });
    renderWithProviders(<PaymentMethods side="deposit" />);
    const group = await screen.findByTestId('method-group-fiat');
    expect(fiatButtons(group)).toEqual(['rub-6', 'rub-7', 'uah-card', 'kzt-card']);
    // Several currencies: each button says which.
    expect(screen.getByTestId('fiat-method-uah-card')).toHaveTextContent('UAH · Card to card');
  });

  it('puts UAH second and RUB last for the uk locale', async () => {
    await i18n.changeLanguage('uk');
    serve({ balance: USDT_BALANCE, fiat: someFiatMethods().slice(6) });
    renderWithProviders(<PaymentMethods side="deposit" />);
    const group = await screen.findByTestId('method-group-fiat');
    expect(fiatButtons(group)).toEqual(['kzt-card', 'uah-card', 'rub-7']);
  });

  it('opens the deposit form of a method taking several orders at once', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethods side="deposit" />);
    await user.click(await screen.findByTestId('fiat-method-rub-1'));
    expect(walletViewStore.getView()).toEqual({ name: 'fiat-deposit', methodId: 'rub-1' });
    expect(callsTo(fetchMock, NOT_EXPIRED)).toBe(0);
  });

  it('shows the open order of a one-order method instead of the form', async () => {
    serve({
      fiat: [aFiatMethod({ buy: aFiatSide({ multiplyOrdersAllowed: false }) })],
      openOrder: aBuyOrder(),
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethods side="deposit" />);
    await user.click(await screen.findByTestId('fiat-method-rub-card'));

    await vi.waitFor(() =>
      expect(walletViewStore.getView()).toEqual({
        name: 'fiat-deposit-details',
        orderId: ORDER_ID,
        step: 'waiting',
      }),
    );
    const asked = fetchMock.mock.calls
      .map(([input]) => requestUrl(input))
      .find((url) => url.pathname === NOT_EXPIRED);
    expect(asked?.searchParams.get('bank_id')).toBe('rub-card');
  });

  it('opens the form of a one-order method without an open order', async () => {
    serve({ fiat: [aFiatMethod({ buy: aFiatSide({ multiplyOrdersAllowed: false }) })] });
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethods side="deposit" />);
    await user.click(await screen.findByTestId('fiat-method-rub-card'));
    await vi.waitFor(() =>
      expect(walletViewStore.getView()).toEqual({ name: 'fiat-deposit', methodId: 'rub-card' }),
    );
    expect(bodiesSentTo(fetchMock, NOT_EXPIRED)).toHaveLength(1);
  });

  it('opens the fiat withdraw form from the withdraw tab', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethods side="withdraw" />);
    await user.click(await screen.findByTestId('fiat-method-rub-2'));
    expect(walletViewStore.getView()).toEqual({ name: 'fiat-withdraw', methodId: 'rub-2' });
  });

  it('keeps the crypto methods when the fiat ones cannot be loaded, with a retry', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [CRYPTO]: () => jsonResponse({ items: [aCryptoMethod()] }),
        [FIAT]: () => jsonResponse({ detail: 'internal_error' }, 500),
        [BALANCE]: () => jsonResponse(RUB_BALANCE),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethods side="deposit" />);

    const error = await screen.findByTestId('fiat-methods-error');
    expect(screen.getByTestId('crypto-method-USDTTRC20')).toBeInTheDocument();
    serve();
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('method-group-fiat')).toBeInTheDocument();
    // No automatic retry (spec 7): one failed call, then the player's.
    expect(callsTo(fetchMock, FIAT)).toBe(2);
  });
});
