import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { walletModalStore, walletPendingStore } from '@/lib/wallet-modal';
import { aCryptoMethod } from '@/testing/crypto-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { walletNavigation, walletViewStore } from '../../model/wallet-views';
import { PaymentErrorView } from './payment-error-view';
import { PendingView } from './pending-view';
import { WithdrawDisabledView } from './withdraw-disabled-view';

const fetchMock = stubFetch();

afterEach(() => walletNavigation.reset());

describe('PendingView', () => {
  it.each([
    ['deposit', 'Waiting for your deposit'],
    ['withdraw', 'Withdrawal requested'],
    ['dispute', 'Dispute sent'],
  ] as const)('tells what a %s waits for', (type, title) => {
    renderWithProviders(<PendingView type={type} />);
    expect(screen.getByTestId('wallet-pending')).toHaveTextContent(title);
  });

  it('opens the history or closes the wallet', async () => {
    const user = userEvent.setup();
    walletModalStore.open('withdraw');
    walletPendingStore.open('withdraw');
    renderWithProviders(<PendingView type="withdraw" />);

    await user.click(screen.getByTestId('wallet-pending-history'));
    expect(walletModalStore.getView()).toBe('history');
    expect(walletPendingStore.getView()).toBeNull();

    await user.click(screen.getByTestId('wallet-pending-close'));
    expect(walletModalStore.getView()).toBeNull();
  });
});

describe('PaymentErrorView', () => {
  it('offers a failed deposit a retry and another method, both on the deposit tab', async () => {
    const user = userEvent.setup();
    walletNavigation.openView({ name: 'error', type: 'deposit' });
    renderWithProviders(<PaymentErrorView type="deposit" />);
    expect(screen.getByTestId('wallet-error-view')).toHaveTextContent(
      "The deposit didn't go through",
    );

    await user.click(screen.getByTestId('wallet-error-retry'));
    expect(walletViewStore.getView()).toBeNull();
    expect(walletModalStore.getView()).toBe('deposit');

    walletNavigation.openView({ name: 'error', type: 'deposit' });
    await user.click(screen.getByTestId('wallet-error-another-method'));
    expect(walletModalStore.getView()).toBe('deposit');
  });

  it('takes a failed withdrawal back to the withdraw tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentErrorView type="withdraw" />);
    expect(screen.queryByTestId('wallet-error-another-method')).toBeNull();
    await user.click(screen.getByTestId('wallet-error-back'));
    expect(walletModalStore.getView()).toBe('withdraw');
  });
});

describe('WithdrawDisabledView', () => {
  it('names the method and goes back to the withdraw tab', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        '/api/v1/wallet/currencies/bonus': () => jsonResponse({ items: [aCryptoMethod()] }),
      }),
    );
    const user = userEvent.setup();
    walletNavigation.openView({ name: 'withdraw-disabled', code: 'USDTTRC20' });
    renderWithProviders(<WithdrawDisabledView code="USDTTRC20" />);
    expect(await screen.findByText(/Withdrawals in USDT \(TRC20\) are unavailable/)).toBeVisible();

    await user.click(screen.getByTestId('withdraw-disabled-back'));
    expect(walletModalStore.getView()).toBe('withdraw');
    expect(walletViewStore.getView()).toBeNull();
  });
});
