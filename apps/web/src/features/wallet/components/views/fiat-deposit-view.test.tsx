import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { bodiesSentTo, fakeApi } from '@/testing/fake-api';
import { aFiatMethod, aFiatSide, ORDER_ID } from '@/testing/fiat-fixtures';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { TFiatMethod } from '@aurum/contracts/wallet';
import { walletNavigation, walletViewStore } from '../../model/wallet-views';
import { FiatDepositView } from './fiat-deposit-view';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const FIAT = '/api/v2/wallet/orders/conditions';
const CREATE = '/api/v2/wallet/orders/buy';
const fetchMock = stubFetch();

afterEach(() => {
  walletNavigation.reset();
  vi.mocked(showToast).mockReset();
});

function serve(method: TFiatMethod, create = () => jsonResponse({ id: ORDER_ID }, 201)) {
  fetchMock.mockImplementation(
    fakeApi({ [FIAT]: () => jsonResponse({ items: [method] }), [`POST ${CREATE}`]: create }),
  );
}

const amountInput = () => screen.findByTestId<HTMLInputElement>('fiat-amount');

describe('FiatDepositView', () => {
  it('starts from the third preset and offers every preset', async () => {
    serve(aFiatMethod());
    const user = userEvent.setup();
    renderWithProviders(<FiatDepositView methodId="rub-card" />);

    expect(await amountInput()).toHaveValue('5000');
    const presets = screen.getAllByTestId('fiat-preset');
    expect(presets.map((preset) => preset.textContent)).toEqual([
      '1,000 ₽',
      '3,000 ₽',
      '5,000 ₽',
      '10,000 ₽',
    ]);
    expect(presets[2]).toHaveAttribute('aria-pressed', 'true');
    await user.click(presets[3] as HTMLElement);
    expect(await amountInput()).toHaveValue('10000');
    expect(screen.getByText('From 500 ₽ to 150,000 ₽')).toBeInTheDocument();
  });

  it('starts from the last of two presets, or the middle of the limits without any', async () => {
    serve(aFiatMethod({ buy: aFiatSide({ valuePresets: ['100.00', '200.00'] }) }));
    const { unmount } = renderWithProviders(<FiatDepositView methodId="rub-card" />);
    expect(await amountInput()).toHaveValue('200');
    unmount();

    serve(
      aFiatMethod({
        buy: aFiatSide({ valuePresets: [], minAmount: '500.00', maxAmount: '1001.00' }),
      }),
    );
    renderWithProviders(<FiatDepositView methodId="rub-card" />);
    expect(await amountInput()).toHaveValue('751');
    expect(screen.queryByTestId('fiat-preset')).not.toBeInTheDocument();
  });

  it('names the minimum and maximum with the currency, and refuses a malformed amount', async () => {
    serve(aFiatMethod());
    const user = userEvent.setup();
    renderWithProviders(<FiatDepositView methodId="rub-card" />);
    const input = await amountInput();

    await user.clear(input);
    await user.type(input, '499.99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Minimum amount is 500 RUB');
    expect(screen.getByTestId('fiat-deposit-submit')).toBeDisabled();

    await user.clear(input);
    await user.type(input, '150000.01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Maximum amount is 150,000 RUB');

    await user.clear(input);
    await user.type(input, '1000.555');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid amount');

    // The money input keeps digits and one point only.
    await user.clear(input);
    await user.type(input, '2 500,50 ₽');
    expect(input).toHaveValue('2500.50');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('opens the order and shows where to pay when the method needs no details', async () => {
    serve(aFiatMethod());
    const user = userEvent.setup();
    renderWithProviders(<FiatDepositView methodId="rub-card" />);
    await amountInput();
    await user.click(screen.getByTestId('fiat-deposit-submit'));

    await waitFor(() =>
      expect(walletViewStore.getView()).toEqual({
        name: 'fiat-deposit-details',
        orderId: ORDER_ID,
        step: 'waiting',
      }),
    );
    expect(bodiesSentTo(fetchMock, CREATE)).toEqual([
      { amount: '5000', bankId: 'rub-card', callbackUrl: '/' },
    ]);
  });

  it('asks for the required details first when the method has some', async () => {
    serve(
      aFiatMethod({
        buy: aFiatSide({ externalDetailsFields: { required: ['phone'], optional: [] } }),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<FiatDepositView methodId="rub-card" />);
    await amountInput();
    expect(screen.getByTestId('fiat-deposit-submit')).toHaveTextContent('Continue');
    await user.click(screen.getByTestId('fiat-deposit-submit'));

    expect(walletViewStore.getView()).toEqual({
      name: 'fiat-deposit-additional-details',
      methodId: 'rub-card',
      amount: '5000',
    });
    expect(bodiesSentTo(fetchMock, CREATE)).toEqual([]);
  });

  it('toasts a refused order in words, with "payment failed" as its title', async () => {
    serve(aFiatMethod(), () => jsonResponse({ detail: 'error_orders_limit' }, 409));
    const user = userEvent.setup();
    renderWithProviders(<FiatDepositView methodId="rub-card" />);
    await amountInput();
    await user.click(screen.getByTestId('fiat-deposit-submit'));

    await waitFor(() => expect(showToast).toHaveBeenCalledTimes(1));
    expect(vi.mocked(showToast).mock.calls[0]?.[0]).toMatchObject({
      type: 'error',
      title: 'Payment failed',
      message: 'You have too many open orders. Finish or cancel one first.',
      errorKey: 'error_orders_limit',
    });
    expect(walletViewStore.getView()).toBeNull();
  });

  it('falls back to the generic message for an unknown refusal', async () => {
    serve(aFiatMethod(), () => jsonResponse({ detail: 'bank_on_fire' }, 422));
    const user = userEvent.setup();
    renderWithProviders(<FiatDepositView methodId="rub-card" />);
    await amountInput();
    await user.click(screen.getByTestId('fiat-deposit-submit'));
    await waitFor(() =>
      expect(vi.mocked(showToast).mock.calls[0]?.[0].message).toBe(
        "We couldn't create the payment. Try again or choose another method.",
      ),
    );
  });

  it('says the method is unavailable when it takes no deposits', async () => {
    serve(aFiatMethod({ buy: null }));
    renderWithProviders(<FiatDepositView methodId="rub-card" />);
    expect(await screen.findByTestId('fiat-deposit-unavailable')).toBeInTheDocument();
  });
});
