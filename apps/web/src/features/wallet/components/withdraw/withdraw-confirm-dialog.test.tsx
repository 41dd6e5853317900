import type { TBalance } from '@aurum/contracts/wallet';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { walletModalStore, walletPendingStore } from '@/lib/wallet-modal';
import { aCryptoMethod } from '@/testing/crypto-fixtures';
import { bodiesSentTo, callsTo, fakeApi } from '@/testing/fake-api';
import { aTransaction, aUsdBalance, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import {
  aWagerStatus,
  aWithdrawFee,
  TRON_ADDRESS,
  WAGER_REFUSAL,
} from '@/testing/withdraw-fixtures';
import { walletNavigation } from '../../model/wallet-views';
import { withdrawDraftStore } from '../../model/withdraw-draft';
import { WithdrawConfirmDialog } from './withdraw-confirm-dialog';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const WAGER = '/api/v2/wallet/wager';
const BALANCE = '/api/v1/me/balance';
const WITHDRAW = '/api/v1/wallet/txns/withdraw';
const TRANSACTIONS = '/api/v2/wallet/txns';
const method = aCryptoMethod();
const draft = {
  currency: 'USDTTRC20',
  address: TRON_ADDRESS,
  amount: '25',
  memo: null,
  provider: null,
};
const withBonus: TBalance = {
  ...aUsdBalance('50.00'),
  userBonuses: [
    {
      id: 'bonus-1',
      title: 'Welcome',
      status: 'active',
      amount: { value: '1000', primaryPrecision: 2 },
      wager: { current: '0', total: '100' },
      isClaimed: true,
      isCurrent: true,
      isPersonal: false,
      isFirst: true,
    },
    {
      id: 'bonus-2',
      title: 'VIP reload',
      status: 'pending',
      amount: { value: '0', primaryPrecision: 2 },
      wager: { current: '0', total: '0' },
      isClaimed: true,
      isCurrent: false,
      isPersonal: true,
      isFirst: false,
    },
  ],
};
const fetchMock = stubFetch();
const onSent = vi.fn();

function serve(routes: Parameters<typeof fakeApi>[0] = {}) {
  fetchMock.mockImplementation(
    fakeApi({
      '/api/v1/wallet/currencies/USDTTRC20/withdraw_fee': () => jsonResponse(aWithdrawFee()),
      [WAGER]: () => jsonResponse(aWagerStatus()),
      [BALANCE]: () => jsonResponse(aUsdBalance('50.00')),
      [TRANSACTIONS]: () => jsonResponse({ items: [], meta: { offset: 0, limit: 10, total: 0 } }),
      [`POST ${WITHDRAW}`]: () =>
        jsonResponse(
          aTransaction({
            type: 'withdraw',
            status: 'pending',
            cancellableUntil: '2099-01-01T00:00:00.000Z',
          }),
        ),
      ...routes,
    }),
  );
}

/** The dialog over a wallet on the crypto-withdraw view, with pages to leave to. */
async function renderConfirm() {
  walletNavigation.openView({ name: 'crypto-withdraw', code: 'USDTTRC20' });
  walletModalStore.open('withdraw');
  withdrawDraftStore.open(draft);
  const user = userEvent.setup();
  const dialog = <WithdrawConfirmDialog method={method} onSent={onSent} />;
  const view = renderWithProviders(null, {
    routes: [
      { path: '/', element: dialog },
      { path: '/profile', element: <p>profile page</p> },
      { path: '/bonuses', element: <p>bonuses page</p> },
      { path: '/*', element: <p>elsewhere</p> },
    ],
  });
  await screen.findByTestId('withdraw-confirm');
  const confirm = () => user.click(screen.getByTestId('withdraw-confirm-submit'));
  return { ...view, user, confirm };
}

const toastMessages = () => vi.mocked(showToast).mock.calls.map(([options]) => options.message);

beforeEach(() => vi.mocked(showToast).mockClear());
afterEach(() => {
  walletNavigation.reset();
  withdrawDraftStore.close();
  onSent.mockClear();
});

describe('WithdrawConfirmDialog', () => {
  it('shows amount, fee, what arrives and the address', async () => {
    serve();
    await renderConfirm();
    const confirm = screen.getByTestId('withdraw-confirm');
    expect(within(confirm).getByTestId('withdraw-confirm-amount')).toHaveTextContent('25.00 USDT');
    expect(await within(confirm).findByTestId('withdraw-confirm-fee')).toHaveTextContent(
      '1.00 USDT',
    );
    expect(within(confirm).getByTestId('withdraw-confirm-receive')).toHaveTextContent('24.00 USDT');
    expect(within(confirm).getByTestId('withdraw-confirm-address')).toHaveTextContent(TRON_ADDRESS);
  });

  it('sends the withdrawal, then shows it pending and refreshes balance and history', async () => {
    serve();
    const { confirm, queryClient } = await renderConfirm();
    queryClient.setQueryData(['wallet', 'balance'], aUsdBalance('50.00'));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await confirm();
    await waitFor(() => expect(walletPendingStore.getView()).toBe('withdraw'));
    expect(bodiesSentTo(fetchMock, WITHDRAW)).toEqual([
      { currency: 'USDTTRC20', address: TRON_ADDRESS, amount: '25' },
    ]);
    expect(callsTo(fetchMock, WAGER)).toBe(1);
    expect(withdrawDraftStore.getView()).toBeNull();
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[1]);
    expect(invalidated).toEqual(expect.arrayContaining(['balance', 'transactions']));
  });

  it('shows the wager view with what is left, in the balance currency', async () => {
    serve({ [WAGER]: () => jsonResponse(WAGER_REFUSAL, 422) });
    const { confirm, user } = await renderConfirm();

    await confirm();
    const wager = await screen.findByTestId('wager-view');
    expect(wager).toHaveTextContent('Wager required');
    expect(within(wager).getByTestId('wager-remaining')).toHaveTextContent('$60.00');
    expect(wager).toHaveTextContent('Wagered $40.00 of $100.00');
    expect(callsTo(fetchMock, WITHDRAW)).toBe(0);

    await user.click(screen.getByTestId('wager-return'));
    expect(withdrawDraftStore.getView()).toBeNull();
  });

  it('says "temporary difficulties" when the wager check fails otherwise', async () => {
    serve({ [WAGER]: () => jsonResponse({ detail: 'internal_error' }, 500) });
    const { confirm } = await renderConfirm();

    await confirm();
    await waitFor(() =>
      expect(toastMessages()).toEqual([
        'We are experiencing temporary difficulties. Please try again in a moment.',
      ]),
    );
    expect(screen.getByTestId('withdraw-confirm')).toBeInTheDocument();
    expect(callsTo(fetchMock, WITHDRAW)).toBe(0);
  });

  it('sends an incomplete profile to the profile, closing the wallet and the draft', async () => {
    serve({
      [WAGER]: () => jsonResponse(aWagerStatus({ verifyProfile: true, profileComplete: false })),
    });
    const { confirm, user, router } = await renderConfirm();

    await confirm();
    expect(await screen.findByTestId('personal-data-view')).toHaveTextContent(
      'Complete your profile',
    );
    expect(callsTo(fetchMock, WITHDRAW)).toBe(0);

    await user.click(screen.getByTestId('personal-data-open-profile'));
    expect(router.state.location.pathname).toBe('/profile');
    expect(walletModalStore.getView()).toBeNull();
    expect(withdrawDraftStore.getView()).toBeNull();
  });

  it('lets a complete profile through when the check is on', async () => {
    serve({
      [WAGER]: () => jsonResponse(aWagerStatus({ verifyProfile: true, profileComplete: true })),
    });
    const { confirm } = await renderConfirm();
    await confirm();
    await waitFor(() => expect(callsTo(fetchMock, WITHDRAW)).toBe(1));
  });

  it('warns that an active bonus burns: "play" goes to the bonuses', async () => {
    serve({ [BALANCE]: () => jsonResponse(withBonus) });
    const { confirm, user, router } = await renderConfirm();

    await confirm();
    expect(await screen.findByTestId('bonus-burn-view')).toHaveTextContent(
      'Your bonus will be lost',
    );
    // Only the active grant burns, with the bonus money it holds; the pending one stays.
    const burning = screen.getAllByTestId('bonus-burn-item');
    expect(burning).toHaveLength(1);
    expect(burning[0]).toHaveTextContent('Welcome');
    expect(burning[0]).toHaveTextContent('−10.00 USD');
    await user.click(screen.getByTestId('bonus-burn-play'));
    expect(router.state.location.pathname).toBe('/bonuses');
    expect(walletModalStore.getView()).toBeNull();
    expect(callsTo(fetchMock, WITHDRAW)).toBe(0);
  });

  it('warns that an active bonus burns: "withdraw anyway" sends it', async () => {
    serve({ [BALANCE]: () => jsonResponse(withBonus) });
    const { confirm, user } = await renderConfirm();

    await confirm();
    await user.click(await screen.findByTestId('bonus-burn-continue'));
    await waitFor(() => expect(walletPendingStore.getView()).toBe('withdraw'));
    expect(callsTo(fetchMock, WITHDRAW)).toBe(1);
  });

  it('turns a wager refusal of the withdraw call into the wager view', async () => {
    serve({ [`POST ${WITHDRAW}`]: () => jsonResponse(WAGER_REFUSAL, 422) });
    const { confirm } = await renderConfirm();
    await confirm();
    expect(await screen.findByTestId('wager-view')).toBeInTheDocument();
    expect(walletPendingStore.getView()).toBeNull();
  });

  it('turns a personal-data refusal of the withdraw call into the personal-data view', async () => {
    serve({
      [`POST ${WITHDRAW}`]: () => jsonResponse({ detail: 'personal_data_required' }, 422),
    });
    const { confirm } = await renderConfirm();
    await confirm();
    expect(await screen.findByTestId('personal-data-view')).toBeInTheDocument();
  });

  it('toasts any other refusal in words, with its figures, back on the form', async () => {
    serve({
      [`POST ${WITHDRAW}`]: () =>
        jsonResponse(
          { detail: 'withdraw_daily_limit_exceeded', limit: '500.00', currency: 'USD' },
          422,
        ),
    });
    const { confirm } = await renderConfirm();
    await confirm();

    await waitFor(() => expect(showToast).toHaveBeenCalledTimes(1));
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        message: 'You have reached the daily withdrawal limit of 500 USD.',
        errorKey: 'withdraw_daily_limit_exceeded',
        errorTime: expect.any(Date) as unknown,
      }),
    );
    expect(withdrawDraftStore.getView()).toBeNull();
    expect(walletPendingStore.getView()).toBeNull();
  });

  it('falls back to the crypto withdrawal message for an unknown refusal', async () => {
    serve({ [`POST ${WITHDRAW}`]: () => jsonResponse({ detail: 'validation_error' }, 422) });
    const { confirm } = await renderConfirm();
    await confirm();
    await waitFor(() =>
      expect(toastMessages()).toEqual(["We couldn't create the withdrawal. Please try again."]),
    );
  });

  it('is cleared with the draft when the withdraw form is left', async () => {
    serve();
    await renderConfirm();
    act(() => walletNavigation.showTab('withdraw'));
    expect(withdrawDraftStore.getView()).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('withdraw-confirm')).toBeNull());
  });
});
