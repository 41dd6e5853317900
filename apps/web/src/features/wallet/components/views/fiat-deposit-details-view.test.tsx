import type { TBuyOrder } from '@aurum/contracts/wallet';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletModalStore, walletPendingStore } from '@/lib/wallet-modal';
import { bodiesSentTo, callsTo, fakeApi } from '@/testing/fake-api';
import { aBuyOrder, aFiatMethod, ORDER_ID } from '@/testing/fiat-fixtures';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { walletNavigation, walletViewStore } from '../../model/wallet-views';
import { FiatDepositDetailsView } from './fiat-deposit-details-view';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const FIAT = '/api/v2/wallet/orders/conditions';
const ORDER = `/api/v1/wallet/orders/buy/${ORDER_ID}`;
const PAID = `${ORDER}/paid`;
const fetchMock = stubFetch();

afterEach(() => {
  vi.useRealTimers();
  walletNavigation.reset();
});

function serve(order: () => TBuyOrder | null) {
  fetchMock.mockImplementation(
    fakeApi({
      [FIAT]: () => jsonResponse({ items: [aFiatMethod()] }),
      [`GET ${ORDER}`]: () => {
        const current = order();
        return current ? jsonResponse(current) : jsonResponse({ detail: 'order_not_found' }, 404);
      },
      [`POST ${PAID}`]: () => jsonResponse(aBuyOrder({ status: 'wait_for_confirmation' })),
    }),
  );
}

function renderDetails(step: 'waiting' | 'submit' = 'waiting') {
  walletViewStore.open({ name: 'fiat-deposit-details', orderId: ORDER_ID, step });
  return renderWithProviders(<FiatDepositDetailsView orderId={ORDER_ID} step={step} />);
}

describe('FiatDepositDetailsView: waiting for the transfer', () => {
  it('shows the amount, where to pay with copy buttons, and the time left', async () => {
    serve(() => aBuyOrder());
    renderDetails();

    expect(await screen.findByTestId('order-amount')).toHaveTextContent('5,000.00 ₽');
    expect(screen.getByTestId('order-card')).toHaveTextContent('4276 3800 1234 5678');
    expect(screen.getByTestId('order-phone')).toHaveTextContent('+79001234567');
    expect(screen.getByTestId('order-bank')).toHaveTextContent('Sberbank');
    expect(screen.getByTestId('order-name')).toHaveTextContent('Ivan Petrov');
    for (const row of ['order-card', 'order-phone', 'order-bank', 'order-name']) {
      expect(screen.getByTestId(`${row}-copy`)).toBeInTheDocument();
    }
    expect(screen.getByTestId('order-countdown')).toHaveTextContent('15:00');
  });

  it('goes to the error view of the method when the time runs out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    serve(() => aBuyOrder({ details: { ...aBuyOrder().details, expiredAt: 3 } }));
    renderDetails();

    expect(await screen.findByTestId('order-countdown')).toHaveTextContent('00:03');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('order-countdown')).toHaveTextContent('00:02');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    await waitFor(() =>
      expect(walletViewStore.getView()).toEqual({
        name: 'error',
        type: 'deposit',
        methodId: 'rub-card',
      }),
    );
  });

  it('asks for the order again every 5 seconds', async () => {
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
      shouldAdvanceTime: true,
    });
    serve(() => aBuyOrder());
    renderDetails();
    await screen.findByTestId('order-countdown');
    expect(callsTo(fetchMock, ORDER)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(callsTo(fetchMock, ORDER)).toBe(2));
  });

  it('"I paid" leads to the proof, and a sent proof to the pending view', async () => {
    serve(() => aBuyOrder());
    const user = userEvent.setup();
    const { unmount } = renderDetails();
    await user.click(await screen.findByTestId('order-paid'));
    expect(walletViewStore.getView()).toEqual({
      name: 'fiat-deposit-details',
      orderId: ORDER_ID,
      step: 'submit',
    });
    unmount();

    renderDetails('submit');
    await user.click(await screen.findByTestId('proof-submit'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Required field',
      'Required field',
    ]);

    await user.type(screen.getByTestId('proof-name'), 'Ivan Petrov');
    const receipt = new File(['fake-png'], 'receipt.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('proof-file'), receipt);
    expect(screen.getByText('receipt.png')).toBeInTheDocument();
    await user.click(screen.getByTestId('proof-submit'));

    await waitFor(() => expect(walletPendingStore.getView()).toBe('deposit'));
    expect(bodiesSentTo(fetchMock, PAID)).toEqual([
      {
        name: 'Ivan Petrov',
        fileName: 'receipt.png',
        fileContent: `data:image/png;base64,${btoa('fake-png')}`,
      },
    ]);
  });

  it('takes an image of at most 5 MB as the proof', async () => {
    serve(() => aBuyOrder());
    const user = userEvent.setup({ applyAccept: false });
    renderDetails('submit');
    const input = await screen.findByTestId('proof-file');

    await user.upload(input, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(await screen.findByTestId('proof-file-error')).toHaveTextContent('Attach an image file');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(await screen.findByTestId('proof-file-error')).toHaveTextContent(
      'The image must be 5 MB or smaller',
    );
  });
});

describe('FiatDepositDetailsView: where the status leads', () => {
  it('shows the pending view while the payment is being confirmed', async () => {
    serve(() => aBuyOrder({ status: 'wait_for_confirmation' }));
    renderDetails();
    await waitFor(() => expect(walletPendingStore.getView()).toBe('deposit'));
  });

  it.each(['timeouted', 'declined'] as const)('goes to the error view when %s', async (status) => {
    serve(() => aBuyOrder({ status, details: { ...aBuyOrder().details, expiredAt: 0 } }));
    renderDetails();
    await waitFor(() =>
      expect(walletViewStore.getView()).toEqual({
        name: 'error',
        type: 'deposit',
        methodId: 'rub-card',
      }),
    );
  });

  it('returns to the deposit tab when there is no such order', async () => {
    serve(() => null);
    renderDetails();
    await waitFor(() => expect(walletModalStore.getView()).toBe('deposit'));
    expect(walletViewStore.getView()).toBeNull();
  });

  it('shows a completed deposit', async () => {
    serve(() => aBuyOrder({ status: 'completed' }));
    renderDetails();
    expect(await screen.findByTestId('order-completed')).toHaveTextContent('Deposit completed');
  });
});

describe('FiatDepositDetailsView: an external invoice', () => {
  const invoice = (target: 'parent' | 'blank' | 'frame') =>
    aBuyOrder({
      status: 'pay_external_invoice',
      url: 'https://pay.example.com/invoice/1',
      meta: { external_info: { target } },
    });

  it('sends the whole window to the invoice (parent)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { origin: window.location.origin, assign });
    serve(() => invoice('parent'));
    renderDetails();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.com/invoice/1'));
    expect(screen.getByTestId('order-invoice')).toBeInTheDocument();
  });

  it('opens the invoice in a new window once (blank)', async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    serve(() => invoice('blank'));
    const { unmount } = renderDetails();
    expect(await screen.findByTestId('order-invoice-link')).toHaveAttribute(
      'href',
      'https://pay.example.com/invoice/1',
    );
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://pay.example.com/invoice/1', '_blank', 'noopener');
    unmount();

    renderDetails();
    await screen.findByTestId('order-invoice-link');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('shows the invoice in a frame and goes to the history once the order moves on', async () => {
    let order = invoice('frame');
    serve(() => order);
    const { queryClient } = renderDetails();
    expect(await screen.findByTestId('order-frame')).toHaveAttribute(
      'src',
      'https://pay.example.com/invoice/1',
    );
    order = aBuyOrder({ status: 'completed', meta: { external_info: { target: 'frame' } } });
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(walletModalStore.getView()).toBe('history'));
  });

  it('goes to the history when the frame comes back to the app', async () => {
    serve(() => invoice('frame'));
    renderDetails();
    const frame = await screen.findByTestId('order-frame');
    const at = (pathname: string) =>
      Object.defineProperty(frame, 'contentWindow', {
        configurable: true,
        value: { location: { origin: window.location.origin, pathname } },
      });
    at('/api/sandbox/fiat/invoice/1');
    fireEvent.load(frame);
    expect(walletModalStore.getView()).toBeNull();
    at('/');
    fireEvent.load(frame);
    expect(walletModalStore.getView()).toBe('history');
  });
});
