import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCryptoMethod } from '@/testing/crypto-fixtures';
import { callsTo, fakeApi, requestUrl } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aTonMethod, aWithdrawFee, TON_ADDRESS, TRON_ADDRESS } from '@/testing/withdraw-fixtures';
import { withdrawDraftStore } from '../../model/withdraw-draft';
import { CryptoWithdrawView } from './crypto-withdraw-view';

const METHODS = '/api/v1/wallet/currencies/bonus';
const feePath = (code: string) => `/api/v1/wallet/currencies/${code}/withdraw_fee`;
const tonMethod = aTonMethod();
const fetchMock = stubFetch();

function serve({
  methods = [aCryptoMethod(), tonMethod],
  recent = [],
  fee = () => jsonResponse(aWithdrawFee()),
}: {
  methods?: TCryptoMethod[];
  recent?: { address: string; memo: string | null }[];
  fee?: () => Response | Promise<Response>;
} = {}) {
  fetchMock.mockImplementation(
    fakeApi({
      [METHODS]: () => jsonResponse({ items: methods }),
      '/api/v1/wallet/addresses/USDTTRC20': () => jsonResponse({ items: recent }),
      '/api/v1/wallet/addresses/TON': () => jsonResponse({ items: recent }),
      [feePath('USDTTRC20')]: fee,
      [feePath('TON')]: fee,
    }),
  );
}

/** The amounts the fee was asked for, in order. */
const feeAmounts = (code = 'USDTTRC20') =>
  fetchMock.mock.calls
    .map(([input]) => requestUrl(input))
    .filter((url) => url.pathname === feePath(code))
    .map((url) => url.searchParams.get('amount'));

async function renderView(code = 'USDTTRC20') {
  const user = userEvent.setup();
  const view = renderWithProviders(<CryptoWithdrawView code={code} />);
  await screen.findByTestId('crypto-withdraw-form');
  return { ...view, user };
}

afterEach(() => {
  withdrawDraftStore.close();
  vi.useRealTimers();
});

describe('CryptoWithdrawView', () => {
  it("checks the address against the method's format", async () => {
    serve();
    const { user } = await renderView();
    const address = screen.getByTestId('withdraw-address');

    await user.type(address, TON_ADDRESS);
    await user.tab();
    expect(await screen.findByText('Invalid wallet address')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');

    await user.clear(address);
    await user.type(address, TRON_ADDRESS);
    await waitFor(() => expect(screen.queryByText('Invalid wallet address')).toBeNull());
    expect(address).not.toHaveAttribute('aria-invalid');
  });

  it('asks for a memo on the Toncoin network only', async () => {
    serve();
    const first = await renderView('USDTTRC20');
    expect(screen.queryByTestId('withdraw-memo')).toBeNull();
    first.unmount();

    await renderView('TON');
    expect(screen.getByTestId('withdraw-memo')).toBeInTheDocument();
  });

  it('fills the address (and memo) from a recent address', async () => {
    serve({
      methods: [tonMethod],
      recent: [
        { address: TON_ADDRESS, memo: '777' },
        { address: `EQ${TON_ADDRESS.slice(2)}`, memo: null },
      ],
    });
    const { user } = await renderView('TON');
    const suggestions = await screen.findAllByTestId('recent-address');
    expect(suggestions).toHaveLength(2);

    await user.click(suggestions[0] as HTMLElement);
    expect(screen.getByTestId('withdraw-address')).toHaveValue(TON_ADDRESS);
    expect(screen.getByTestId('withdraw-memo')).toHaveValue('777');
  });

  it('strips what is not a number from the amount', async () => {
    serve();
    const { user } = await renderView();
    await user.type(screen.getByTestId('withdraw-amount'), '1a2,5$');
    expect(screen.getByTestId('withdraw-amount')).toHaveValue('12.5');
  });

  it('asks the fee 200 ms after typing pauses, only for an amount above zero', async () => {
    serve();
    await renderView();
    vi.useFakeTimers();
    const amount = screen.getByTestId('withdraw-amount');
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    fireEvent.change(amount, { target: { value: '0' } });
    await wait(500);
    expect(feeAmounts()).toEqual([]);

    fireEvent.change(amount, { target: { value: '2' } });
    await wait(100);
    fireEvent.change(amount, { target: { value: '25' } });
    await wait(199);
    expect(feeAmounts()).toEqual([]);
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();

    await wait(1);
    await wait(0);
    expect(feeAmounts()).toEqual(['25']);
    const summary = screen.getByTestId('withdraw-fee');
    expect(within(summary).getByTestId('withdraw-fee-amount')).toHaveTextContent('1.00 USDT');
    expect(within(summary).getByTestId('withdraw-receive')).toHaveTextContent('24.00 USDT');
  });

  it('holds the amount within the bounds of the fee call', async () => {
    serve({ fee: () => jsonResponse(aWithdrawFee({ minAmount: '5.000000', maxAmount: '300.5' })) });
    const { user } = await renderView();
    await user.type(screen.getByTestId('withdraw-address'), TRON_ADDRESS);
    const amount = screen.getByTestId('withdraw-amount');

    await user.type(amount, '4');
    expect(await screen.findByText('Minimum amount is 5.00 USDT')).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '301');
    expect(await screen.findByText('Maximum amount is 300.50 USDT')).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '300');
    await waitFor(() => expect(screen.getByTestId('withdraw-submit')).toBeEnabled());
    expect(screen.queryByText(/Maximum amount/)).toBeNull();
  });

  it('keeps submit disabled while the fee loads and when it fails', async () => {
    let answer: (response: Response) => void = () => undefined;
    serve({ fee: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = await renderView();
    await user.type(screen.getByTestId('withdraw-address'), TRON_ADDRESS);
    await user.type(screen.getByTestId('withdraw-amount'), '10');
    await waitFor(() => expect(callsTo(fetchMock, feePath('USDTTRC20'))).toBe(1));
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();

    answer(jsonResponse({ detail: 'internal_error' }, 500));
    expect(await screen.findByText("We couldn't calculate the fee.")).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
  });

  it('stores the draft and opens the confirm modal on submit', async () => {
    serve();
    const { user } = await renderView('TON');
    await user.type(screen.getByTestId('withdraw-address'), TON_ADDRESS);
    await user.type(screen.getByTestId('withdraw-memo'), '123');
    await user.type(screen.getByTestId('withdraw-amount'), '12.5');
    const submit = screen.getByTestId('withdraw-submit');
    await waitFor(() => expect(submit).toBeEnabled());

    await user.click(submit);
    expect(withdrawDraftStore.getView()).toEqual({
      currency: 'TON',
      address: TON_ADDRESS,
      amount: '12.5',
      memo: '123',
      provider: null,
    });
    const confirm = await screen.findByTestId('withdraw-confirm');
    expect(within(confirm).getByTestId('withdraw-confirm-amount')).toHaveTextContent('12.50 TON');
    expect(within(confirm).getByTestId('withdraw-confirm-fee')).toHaveTextContent('1.00 TON');
    expect(within(confirm).getByTestId('withdraw-confirm-receive')).toHaveTextContent('11.50 TON');
    expect(within(confirm).getByTestId('withdraw-confirm-address')).toHaveTextContent(TON_ADDRESS);
  });

  it('explains a method closed for withdrawals', async () => {
    serve({ methods: [aCryptoMethod({ withdrawAllowed: false })] });
    renderWithProviders(<CryptoWithdrawView code="USDTTRC20" />);
    expect(await screen.findByTestId('withdraw-disabled')).toHaveTextContent(
      'Withdrawals in USDT (TRC20) are unavailable right now.',
    );
  });
});
