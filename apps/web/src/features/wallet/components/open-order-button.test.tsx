import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_ID } from '@/testing/fiat-fixtures';
import { walletNavigation, walletViewStore } from '../model/wallet-views';
import { canReopenOrder } from '../utils/buy-order';
import { OpenOrderButton } from './open-order-button';

afterEach(() => walletNavigation.reset());

describe('reopening a deposit order from the history', () => {
  it('is offered for a fiat deposit waiting for the transfer only', () => {
    expect(canReopenOrder({ type: 'buy', status: 'waiting' })).toBe(true);
    expect(canReopenOrder({ type: 'buy', status: 'pending' })).toBe(false);
    expect(canReopenOrder({ type: 'deposit', status: 'waiting' })).toBe(false);
    expect(canReopenOrder({ type: 'sell', status: 'waiting' })).toBe(false);
  });

  it('opens the order details on the waiting step', async () => {
    const user = userEvent.setup();
    render(<OpenOrderButton orderId={ORDER_ID} />);
    await user.click(screen.getByTestId('transaction-open-order'));
    expect(walletViewStore.getView()).toEqual({
      name: 'fiat-deposit-details',
      orderId: ORDER_ID,
      step: 'waiting',
    });
  });
});
