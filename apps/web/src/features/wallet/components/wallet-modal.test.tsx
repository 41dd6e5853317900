import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { walletModalStore } from '@/lib/wallet-modal';
import { someCryptoMethods } from '@/testing/crypto-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { aUsdBalance, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { walletNavigation } from '../model/wallet-views';
import { WalletModal } from './wallet-modal';

const fetchMock = stubFetch();

beforeEach(() => {
  fetchMock.mockImplementation(
    fakeApi({
      '/api/v1/me/balance': () => jsonResponse(aUsdBalance('0.00')),
      '/api/v1/wallet/currencies/bonus': () => jsonResponse({ items: someCryptoMethods() }),
      '/api/v2/wallet/txns': () =>
        jsonResponse({ items: [], meta: { offset: 0, limit: 10, total: 0 } }),
    }),
  );
});
afterEach(() => walletNavigation.reset());

function openWallet(tab: 'deposit' | 'history', hasDeposits: boolean) {
  act(() => walletModalStore.open(tab));
  return renderWithProviders(<WalletModal hasDeposits={hasDeposits} banners={<p>Offers</p>} />);
}

const closeWallet = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(screen.getByTestId('wallet-modal')).getByRole('button', { name: 'Close' }));

describe('WalletModal', () => {
  it('shows the banners above the deposit methods', async () => {
    openWallet('deposit', true);
    expect(await screen.findByTestId('crypto-method-USDTTRC20')).toBeInTheDocument();
    expect(screen.getByText('Offers')).toBeInTheDocument();
  });

  it('closes at once for a player who has deposited', async () => {
    const user = userEvent.setup();
    openWallet('deposit', true);
    await closeWallet(user);
    expect(walletModalStore.getView()).toBeNull();
    expect(screen.queryByTestId('first-deposit-prompt')).not.toBeInTheDocument();
  });

  it('asks a player without deposits to make one before closing', async () => {
    const user = userEvent.setup();
    openWallet('history', false);

    await closeWallet(user);
    const prompt = await screen.findByTestId('first-deposit-prompt');
    expect(walletModalStore.getView()).toBe('history');
    expect(prompt).toHaveTextContent('Leaving without a deposit?');

    await user.click(screen.getByTestId('first-deposit-prompt-deposit'));
    expect(screen.queryByTestId('first-deposit-prompt')).not.toBeInTheDocument();
    expect(walletModalStore.getView()).toBe('deposit');
    expect(screen.getByTestId('wallet-tab-deposit')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    await screen.findByTestId('first-deposit-prompt');
    await user.click(screen.getByTestId('first-deposit-prompt-close'));
    expect(walletModalStore.getView()).toBeNull();
  });

  it('keeps the wallet open when the prompt itself is dismissed', async () => {
    const user = userEvent.setup();
    openWallet('deposit', false);
    await closeWallet(user);
    await screen.findByTestId('first-deposit-prompt');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('first-deposit-prompt')).not.toBeInTheDocument();
    expect(walletModalStore.getView()).toBe('deposit');
    expect(screen.getByTestId('wallet-modal')).toBeInTheDocument();
  });
});
