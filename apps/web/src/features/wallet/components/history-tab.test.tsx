import type { TTransaction } from '@aurum/contracts/wallet';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { callsTo, fakeApi, requestUrl } from '@/testing/fake-api';
import { aTransaction, aUsdBalance, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { walletViewStore } from '../model/wallet-views';
import { HistoryTab } from './history-tab';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const TRANSACTIONS = '/api/v2/wallet/txns';
const BALANCE = '/api/v1/me/balance';
const ID = '0b5c2c61-3c2a-4f7a-9f0e-2a1d8c1e5b10';
const CANCEL = `/api/v1/wallet/txns/cancel/${ID}`;
const NOW = new Date('2026-03-14T12:00:00.000Z');
const inSeconds = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();
const fetchMock = stubFetch();

const pendingWithdrawal = (overrides: Partial<TTransaction> = {}) =>
  aTransaction({
    id: ID,
    type: 'withdraw',
    status: 'pending',
    timestamp: NOW.toISOString(),
    cancellableUntil: inSeconds(300),
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    ...overrides,
  });

const page = (items: TTransaction[], total = items.length, offset = 0) =>
  jsonResponse({ items, meta: { offset, limit: 10, total } });

function serve(items: TTransaction[], routes: Parameters<typeof fakeApi>[0] = {}) {
  fetchMock.mockImplementation(
    fakeApi({
      [TRANSACTIONS]: () => page(items),
      [BALANCE]: () => jsonResponse(aUsdBalance('50.00')),
      ...routes,
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.mocked(showToast).mockClear();
});
afterEach(() => vi.useRealTimers());

describe('HistoryTab cancel button', () => {
  it.each<[string, Partial<TTransaction>]>([
    ['a completed withdrawal', { status: 'completed' }],
    ['a withdrawal past its window', { cancellableUntil: inSeconds(-1) }],
    ['a withdrawal without a window', { cancellableUntil: null }],
    ['a pending deposit', { type: 'deposit' }],
    ['a pending buy', { type: 'buy' }],
    ['a sell past its window', { type: 'sell', cancellableUntil: inSeconds(-1) }],
  ])('is not offered on %s', async (_, overrides) => {
    serve([pendingWithdrawal(overrides)]);
    renderWithProviders(<HistoryTab />);
    await screen.findByTestId('transaction-row');
    expect(screen.queryByTestId('transaction-cancel')).toBeNull();
  });

  it('is offered on a pending withdrawal, counting down, and goes when the window closes', async () => {
    serve([pendingWithdrawal({ cancellableUntil: inSeconds(3) })]);
    vi.useFakeTimers({ now: NOW });
    renderWithProviders(<HistoryTab />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    const cancel = screen.getByTestId('transaction-cancel');
    expect(cancel).toHaveAccessibleName('Cancel the withdrawal, 0:03 left');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('transaction-cancel')).toHaveTextContent('0:01');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByTestId('transaction-cancel')).toBeNull();
  });

  it('cancels through the txn cancel call, then refreshes history and balance', async () => {
    let cancelled = false;
    serve([], {
      [TRANSACTIONS]: () =>
        page([cancelled ? pendingWithdrawal({ status: 'cancelled' }) : pendingWithdrawal()]),
      [`POST ${CANCEL}`]: () => {
        cancelled = true;
        return jsonResponse(pendingWithdrawal({ status: 'cancelled' }));
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<HistoryTab />);
    queryClient.setQueryData(['wallet', 'balance'], aUsdBalance('50.00'));

    await user.click(await screen.findByTestId('transaction-cancel'));
    await waitFor(() => expect(screen.queryByTestId('transaction-cancel')).toBeNull());
    expect(callsTo(fetchMock, CANCEL)).toBe(1);
    expect(callsTo(fetchMock, TRANSACTIONS)).toBe(2);
    expect(queryClient.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(true);
    expect(screen.getByTestId('transaction-row')).toHaveTextContent('Cancelled');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('toasts a refused cancel in words', async () => {
    serve([pendingWithdrawal()], {
      [`POST ${CANCEL}`]: () => jsonResponse({ detail: 'payments_are_disabled' }, 422),
    });
    const user = userEvent.setup();
    renderWithProviders(<HistoryTab />);

    await user.click(await screen.findByTestId('transaction-cancel'));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          message: 'Payments are temporarily disabled.',
          errorKey: 'payments_are_disabled',
        }),
      ),
    );
  });
});

describe('HistoryTab fiat withdrawals', () => {
  const SELL_CANCEL = `/api/v1/wallet/orders/sell/${ID}/cancel`;

  it('cancels a pending sell through the sell cancel call, then refreshes', async () => {
    let cancelled = false;
    const sell = (overrides: Partial<TTransaction> = {}) =>
      pendingWithdrawal({ type: 'sell', address: null, ...overrides });
    serve([], {
      [TRANSACTIONS]: () => page([cancelled ? sell({ status: 'cancelled' }) : sell()]),
      [`POST ${SELL_CANCEL}`]: () => {
        cancelled = true;
        return jsonResponse(sell({ status: 'cancelled' }));
      },
    });
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<HistoryTab />);
    queryClient.setQueryData(['wallet', 'balance'], aUsdBalance('50.00'));

    await user.click(await screen.findByTestId('transaction-cancel'));
    await waitFor(() => expect(screen.queryByTestId('transaction-cancel')).toBeNull());
    expect(callsTo(fetchMock, SELL_CANCEL)).toBe(1);
    expect(callsTo(fetchMock, CANCEL)).toBe(0);
    expect(queryClient.getQueryState(['wallet', 'balance'])?.isInvalidated).toBe(true);
    expect(screen.getByTestId('transaction-row')).toHaveTextContent('Cancelled');
  });
});

describe('HistoryTab deposit disputes', () => {
  afterEach(() => walletViewStore.close());

  it.each<TTransaction['status']>(['timeouted', 'pending', 'declined', 'wait_for_confirmation'])(
    'offers a dispute on a %s fiat deposit',
    async (status) => {
      serve([aTransaction({ id: ID, type: 'buy', status })]);
      renderWithProviders(<HistoryTab />);
      expect(await screen.findByTestId('transaction-dispute')).toHaveTextContent('Open dispute');
    },
  );

  it.each<[string, Partial<TTransaction>]>([
    ['a completed fiat deposit', { type: 'buy', status: 'completed' }],
    ['a disputed fiat deposit', { type: 'buy', status: 'disputed' }],
    ['a waiting fiat deposit', { type: 'buy', status: 'waiting' }],
    ['a declined crypto deposit', { type: 'deposit', status: 'declined' }],
    ['a declined withdrawal', { type: 'sell', status: 'declined' }],
  ])('offers none on %s', async (_, overrides) => {
    serve([aTransaction({ id: ID, ...overrides })]);
    renderWithProviders(<HistoryTab />);
    await screen.findByTestId('transaction-row');
    expect(screen.queryByTestId('transaction-dispute')).toBeNull();
  });

  it('opens the dispute view of the order', async () => {
    serve([aTransaction({ id: ID, type: 'buy', status: 'timeouted' })]);
    const user = userEvent.setup();
    renderWithProviders(<HistoryTab />);
    await user.click(await screen.findByTestId('transaction-dispute'));
    expect(walletViewStore.getView()).toEqual({ name: 'open-dispute', orderId: ID });
  });
});

describe('HistoryTab crypto withdrawal details', () => {
  it('shows the address and a shortened transaction hash', async () => {
    serve([
      pendingWithdrawal({
        status: 'completed',
        externalId: '0x9f3c1a7be2d44c0f8a1b6e5d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0f',
      }),
      aTransaction({ id: 'deposit', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }),
    ]);
    renderWithProviders(<HistoryTab />);
    const [withdrawal, deposit] = await screen.findAllByTestId('transaction-row');

    const row = within(withdrawal as HTMLElement);
    expect(row.getByTestId('transaction-address')).toHaveTextContent('To TQn9Y2kh…KcbLSE');
    expect(row.getByTestId('transaction-hash')).toHaveTextContent('0x9f3c…1a0f');
    expect(row.getByTestId('transaction-hash')).toHaveAttribute(
      'title',
      '0x9f3c1a7be2d44c0f8a1b6e5d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0f',
    );
    expect(within(deposit as HTMLElement).queryByTestId('transaction-address')).toBeNull();
  });

  it("names the chat-bot provider of one sent to the player's account there", async () => {
    serve([
      pendingWithdrawal({
        status: 'completed',
        address: '6335569',
        externalId: '17',
        provider: 'cryptobot',
      }),
    ]);
    renderWithProviders(<HistoryTab />);
    const row = within(await screen.findByTestId('transaction-row'));

    expect(row.getByTestId('transaction-provider')).toHaveTextContent('To Crypto Bot');
    expect(row.queryByTestId('transaction-address')).toBeNull();
    expect(row.queryByTestId('transaction-hash')).toBeNull();
  });
});

describe('HistoryTab paging', () => {
  /** Gives the scrolling body the sizes a browser would measure. */
  function measure(root: HTMLElement, sizes: { scrollHeight: number; clientHeight: number }) {
    Object.defineProperty(root, 'scrollHeight', { configurable: true, value: sizes.scrollHeight });
    Object.defineProperty(root, 'clientHeight', { configurable: true, value: sizes.clientHeight });
  }

  it('loads the next page once scrolled within 40 px of the bottom', async () => {
    const items = Array.from({ length: 10 }, (_, index) =>
      aTransaction({ id: `txn-${index}`, timestamp: NOW.toISOString() }),
    );
    fetchMock.mockImplementation((input, init) => {
      const offset = Number(requestUrl(input).searchParams.get('offset'));
      return fakeApi({ [TRANSACTIONS]: () => page(offset ? [] : items, 25, offset) })(input, init);
    });
    renderWithProviders(
      <div data-scroll-root data-testid="scroll-root">
        <HistoryTab />
      </div>,
    );
    await screen.findAllByTestId('transaction-row');
    const root = screen.getByTestId('scroll-root');
    measure(root, { scrollHeight: 1000, clientHeight: 400 });
    const pagesAsked = () => callsTo(fetchMock, TRANSACTIONS);
    expect(pagesAsked()).toBe(1);

    root.scrollTop = 559; // 41 px left
    fireEvent.scroll(root);
    expect(pagesAsked()).toBe(1);

    root.scrollTop = 560; // 40 px left
    fireEvent.scroll(root);
    await waitFor(() => expect(pagesAsked()).toBe(2));
    expect(requestUrl(fetchMock.mock.calls.at(-1)?.[0]).searchParams.get('offset')).toBe('10');
  });
});

describe('history: incoming chain transfers', () => {
  it('shows the confirmations of a pending transfer and why a small one was not credited', async () => {
    serve([
      aTransaction({
        id: 'pending-1',
        status: 'pending',
        confirmations: { current: 1, required: 3 },
      }),
      aTransaction({
        id: 'small-1',
        status: 'declined',
        paymentDetails: 'below_minimum:1.000000',
        originalAmount: {
          value: '500000',
          primaryValue: '0.500000',
          primaryPrecision: 6,
          currency: { code: 'USDT', displayFormat: '{amount} USDT' },
        },
      }),
      aTransaction({ id: 'done-1' }),
    ]);
    renderWithProviders(<HistoryTab />);
    const [pending, small, done] = await screen.findAllByTestId('transaction-row');
    if (!pending || !small || !done) throw new Error('three rows expected');
    expect(within(pending).getByTestId('transaction-note')).toHaveTextContent(
      'Waiting for the network: 1 of 3 confirmations',
    );
    expect(within(small).getByTestId('transaction-note')).toHaveTextContent(
      'Below the minimum of 1.000000 USDT: not credited.',
    );
    expect(within(done).queryByTestId('transaction-note')).toBeNull();
  });
});
