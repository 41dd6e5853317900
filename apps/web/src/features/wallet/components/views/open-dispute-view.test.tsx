import type { TTransaction } from '@aurum/contracts/wallet';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { walletPendingStore } from '@/lib/wallet-modal';
import { bodiesSentTo, callsTo, fakeApi } from '@/testing/fake-api';
import { aBuyOrder, ORDER_ID } from '@/testing/fiat-fixtures';
import { aTransaction, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { createTestQueryClient } from '@/testing/query-wrapper';
import { getTransactionsQueryOptions } from '../../api/get-transactions';
import { OpenDisputeView } from './open-dispute-view';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const DISPUTE = `/api/v1/wallet/orders/buy/${ORDER_ID}/dispute`;
const TRANSACTIONS = '/api/v2/wallet/txns';
const fetchMock = stubFetch();
/** "receipt" as a PNG data URL would carry it. */
const RECEIPT_CONTENT = 'data:image/png;base64,cmVjZWlwdA==';

function serve(dispute: () => Response = () => jsonResponse(aBuyOrder({ status: 'disputed' }))) {
  fetchMock.mockImplementation(fakeApi({ [`POST ${DISPUTE}`]: dispute }));
}

/** The view over the app's query client; `history`: the transactions the history loaded. */
function renderView({
  applyAccept = true,
  history,
}: { applyAccept?: boolean; history?: TTransaction[] } = {}) {
  const user = userEvent.setup({ applyAccept });
  const queryClient = createTestQueryClient();
  if (history) {
    queryClient.setQueryData(getTransactionsQueryOptions().queryKey, {
      pages: [{ items: history, meta: { offset: 0, limit: 10, total: history.length } }],
      pageParams: [0],
    });
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <OpenDisputeView orderId={ORDER_ID} />
    </QueryClientProvider>,
  );
  return { ...view, user };
}

const receipt = () => new File(['receipt'], 'receipt.png', { type: 'image/png' });
const submit = () => screen.getByTestId('dispute-submit');

async function fillCommon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('dispute-name'), 'Ivan Petrov');
  await user.selectOptions(screen.getByTestId('dispute-problem'), 'wrong_amount');
  await user.upload(screen.getByTestId('dispute-file'), receipt());
  await screen.findByTestId('dispute-file-preview');
  await user.type(screen.getByTestId('dispute-comment'), 'Paid 4,500 instead of 5,000.');
}

beforeEach(() => vi.mocked(showToast).mockClear());
afterEach(() => walletPendingStore.close());

describe('OpenDisputeView', () => {
  it('asks for the amount only to change the invoice', async () => {
    serve();
    const { user } = renderView();
    expect(screen.queryByTestId('dispute-amount')).toBeNull();

    await user.click(screen.getByTestId('dispute-option-REPAY'));
    expect(screen.getByTestId('dispute-option-REPAY')).toBeChecked();
    expect(screen.queryByTestId('dispute-amount')).toBeNull();

    await user.click(screen.getByTestId('dispute-option-CHANGE_INVOICE'));
    expect(screen.getByTestId('dispute-amount')).toBeInTheDocument();
  });

  it('keeps submit disabled until the form is complete, then sends the dispute', async () => {
    serve();
    const { user } = renderView();
    expect(submit()).toBeDisabled();

    await fillCommon(user);
    await user.click(screen.getByTestId('dispute-option-CHANGE_INVOICE'));
    expect(submit()).toBeDisabled();
    await user.type(screen.getByTestId('dispute-amount'), '4500');
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    await waitFor(() => expect(walletPendingStore.getView()).toBe('dispute'));
    expect(bodiesSentTo(fetchMock, DISPUTE)).toEqual([
      {
        image: { name: 'Ivan Petrov', fileName: 'receipt.png', fileContent: RECEIPT_CONTENT },
        acceptOption: 'CHANGE_INVOICE',
        amount: '4500',
        comment: 'Paid 4,500 instead of 5,000.',
        problem: 'wrong_amount',
      },
    ]);
  });

  it('sends no amount for a repayment, even one typed before switching', async () => {
    serve();
    const { user } = renderView();
    await fillCommon(user);
    await user.click(screen.getByTestId('dispute-option-CHANGE_INVOICE'));
    await user.type(screen.getByTestId('dispute-amount'), '4500');
    await user.click(screen.getByTestId('dispute-option-REPAY'));
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    await waitFor(() => expect(callsTo(fetchMock, DISPUTE)).toBe(1));
    expect(bodiesSentTo(fetchMock, DISPUTE)[0]).not.toHaveProperty('amount');
    expect(bodiesSentTo(fetchMock, DISPUTE)[0]).toMatchObject({ acceptOption: 'REPAY' });
  });

  it('refuses a file that is not an image or larger than 5 MB', async () => {
    serve();
    const { user } = renderView({ applyAccept: false });
    const file = screen.getByTestId('dispute-file');

    await user.upload(file, new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Attach an image file')).toBeInTheDocument();

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(file, big);
    expect(await screen.findByText('The image must be 5 MB or smaller')).toBeInTheDocument();
    expect(screen.queryByTestId('dispute-file-preview')).toBeNull();

    await user.upload(file, receipt());
    await screen.findByTestId('dispute-file-preview');
    expect(screen.queryByText('The image must be 5 MB or smaller')).toBeNull();
  });

  it('shows the order as the history listed it, its currency on the amount', async () => {
    serve();
    const { user } = renderView({
      history: [
        aTransaction({
          id: ORDER_ID,
          type: 'buy',
          status: 'timeouted',
          originalAmount: {
            value: '500000',
            primaryValue: '5000.00',
            primaryPrecision: 2,
            currency: { code: 'RUB', displayFormat: '{amount} ₽' },
          },
        }),
      ],
    });
    expect(screen.getByTestId('dispute-order')).toHaveTextContent('Deposit of 5,000.00 ₽');
    expect(screen.getByTestId('dispute-order')).toHaveTextContent('Expired');
    await user.click(screen.getByTestId('dispute-option-CHANGE_INVOICE'));
    expect(screen.getByTestId('dispute-amount').parentElement).toHaveTextContent('₽');
    expect(callsTo(fetchMock, TRANSACTIONS)).toBe(0);
  });

  it('toasts a refusal and stays on the form', async () => {
    serve(() => jsonResponse({ detail: 'order_not_disputable' }, 409));
    const { user } = renderView();
    await fillCommon(user);
    await user.click(screen.getByTestId('dispute-option-REPAY'));
    await waitFor(() => expect(submit()).toBeEnabled());

    await user.click(submit());
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          message: "This deposit can't be disputed any more: its status has changed.",
        }),
      ),
    );
    expect(walletPendingStore.getView()).toBeNull();
    expect(screen.getByTestId('dispute-name')).toHaveValue('Ivan Petrov');
  });
});
