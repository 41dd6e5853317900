import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aCryptoMethod, someCryptoMethods } from '@/testing/crypto-fixtures';
import { callsTo, fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { walletNavigation, walletViewStore } from '../model/wallet-views';
import { PaymentMethods } from './payment-methods';

const METHODS = '/api/v1/wallet/currencies/bonus';
const FIAT_METHODS = '/api/v2/wallet/orders/conditions';
const fetchMock = stubFetch();

afterEach(() => walletNavigation.reset());

/** Crypto methods only: no fiat method is configured. */
const serveMethods = (items = someCryptoMethods()) =>
  fetchMock.mockImplementation(
    fakeApi({
      [METHODS]: () => jsonResponse({ items }),
      [FIAT_METHODS]: () => jsonResponse({ items: [] }),
    }),
  );

describe('PaymentMethods', () => {
  it('shows placeholders while the methods load', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderWithProviders(<PaymentMethods side="deposit" />);
    expect(screen.getByTestId('payment-methods-loading')).toBeInTheDocument();
  });

  it('lists the crypto methods with network and minimum deposit', async () => {
    serveMethods();
    renderWithProviders(<PaymentMethods side="deposit" />);

    const group = await screen.findByTestId('method-group-crypto');
    expect(within(group).getByText('Cryptocurrency')).toBeInTheDocument();
    const trc20 = screen.getByTestId('crypto-method-USDTTRC20');
    expect(trc20).toHaveTextContent('USDT (TRC20)');
    expect(trc20).toHaveTextContent('TRX network');
    expect(trc20).toHaveTextContent('Min 1.00 USDT');
    expect(screen.getByTestId('crypto-method-BTC')).toHaveTextContent('Min 0.0001 BTC');
    expect(screen.getAllByRole('button', { name: /USDT|Bitcoin/ })).toHaveLength(5);
    // No fiat or other methods yet: their groups are not shown.
    expect(screen.queryByTestId('method-group-fiat')).not.toBeInTheDocument();
    expect(screen.queryByTestId('method-group-other')).not.toBeInTheDocument();
  });

  it('shows a deposit bonus badge only where the bonus is available', async () => {
    serveMethods([
      aCryptoMethod({ depositBonusAvailable: true, depositBonus: '0.05' }),
      aCryptoMethod({ code: 'BTC', name: 'Bitcoin', depositBonus: '0.1' }),
    ]);
    renderWithProviders(<PaymentMethods side="deposit" />);

    const badge = await screen.findByTestId('deposit-bonus-badge');
    expect(badge).toHaveTextContent('+5%');
    expect(screen.getByTestId('crypto-method-USDTTRC20')).toContainElement(badge);
    expect(screen.getAllByTestId('deposit-bonus-badge')).toHaveLength(1);
  });

  it('shows the minimum withdrawal and no bonus badge on the withdraw tab', async () => {
    serveMethods([aCryptoMethod({ depositBonusAvailable: true, depositBonus: '0.05' })]);
    renderWithProviders(<PaymentMethods side="withdraw" />);

    expect(await screen.findByTestId('crypto-method-USDTTRC20')).toHaveTextContent('Min 5.00 USDT');
    expect(screen.queryByTestId('deposit-bonus-badge')).not.toBeInTheDocument();
  });

  it('says so when there is no method', async () => {
    serveMethods([]);
    renderWithProviders(<PaymentMethods side="deposit" />);
    expect(await screen.findByTestId('payment-methods-empty')).toBeInTheDocument();
  });

  it('offers a retry when the methods cannot be loaded', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [METHODS]: () => jsonResponse({ detail: 'internal_error' }, 500),
        [FIAT_METHODS]: () => jsonResponse({ detail: 'internal_error' }, 500),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethods side="deposit" />);

    const error = await screen.findByTestId('payment-methods-error');
    serveMethods();
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('crypto-method-USDTTRC20')).toBeInTheDocument();
    expect(callsTo(fetchMock, METHODS)).toBe(2);
    expect(callsTo(fetchMock, FIAT_METHODS)).toBe(2);
  });

  it('opens the deposit view of the method picked', async () => {
    serveMethods();
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethods side="deposit" />);

    await user.click(await screen.findByTestId('crypto-method-USDTTON'));
    expect(walletViewStore.getView()).toEqual({ name: 'crypto-deposit', code: 'USDTTON' });
  });

  it('opens the withdraw form where withdrawal is allowed, else says it is disabled', async () => {
    serveMethods([
      aCryptoMethod(),
      aCryptoMethod({ code: 'BTC', name: 'Bitcoin', withdrawAllowed: false }),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<PaymentMethods side="withdraw" />);

    await user.click(await screen.findByTestId('crypto-method-USDTTRC20'));
    expect(walletViewStore.getView()).toEqual({ name: 'crypto-withdraw', code: 'USDTTRC20' });
    await user.click(screen.getByTestId('crypto-method-BTC'));
    expect(walletViewStore.getView()).toEqual({ name: 'withdraw-disabled', code: 'BTC' });
  });
});
