import type { TBalance, TBalancePart, TFiatMethod } from '@aurum/contracts/wallet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/lib/toast';
import { walletModalStore, walletPendingStore } from '@/lib/wallet-modal';
import { bodiesSentTo, callsTo, fakeApi, requestUrl } from '@/testing/fake-api';
import { aFiatMethod, aFiatSide } from '@/testing/fiat-fixtures';
import { aTransaction, aUsdBalance, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aWagerStatus } from '@/testing/withdraw-fixtures';
import { fiatWithdrawDraftStore } from '../../model/fiat-withdraw-draft';
import { walletNavigation } from '../../model/wallet-views';
import { FiatWithdrawView } from './fiat-withdraw-view';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const CONDITIONS = '/api/v2/wallet/orders/conditions';
const SAVED = '/api/v2/wallet/orders/sell/saved';
const SELL = '/api/v2/wallet/orders/sell';
const BALANCE = '/api/v1/me/balance';
const WAGER = '/api/v2/wallet/wager';
const TRANSACTIONS = '/api/v2/wallet/txns';
const CARD = '4276380012345678';
const fetchMock = stubFetch();

type TSellSide = NonNullable<TFiatMethod['sell']>;

/** A RUB card method paying out 1,000 to 300,000 ₽: 3 % fee, 2 % from 10,000 ₽. */
function cardMethod(overrides: Partial<TFiatMethod> = {}, sell: Partial<TSellSide> = {}) {
  return aFiatMethod({
    sell: aFiatSide({
      minAmount: '1000.00',
      maxAmount: '300000.00',
      valuePresets: [],
      levels: [
        { from: '0.00', fee: '0.03' },
        { from: '10000.00', fee: '0.02' },
      ],
      externalDetailsFields: { required: ['name'], optional: [] },
      ...sell,
    }),
    ...overrides,
  });
}

function rubPart(primaryValue: string): TBalancePart {
  return {
    value: primaryValue.replace('.', ''),
    primaryValue,
    primaryPrecision: 2,
    currency: { code: 'RUB', displayFormat: '{amount} ₽', icon: '/images/currencies/rub.svg' },
  };
}
const rubBalance = (fiat: string): TBalance => ({
  total: rubPart(fiat),
  fiat: rubPart(fiat),
  userBonuses: [],
});

function serve({
  methods = [cardMethod()],
  saved = [],
  balance = rubBalance('500000.00'),
  sell = () =>
    jsonResponse(
      aTransaction({ type: 'sell', status: 'pending', cancellableUntil: '2099-01-01T00:00:00Z' }),
    ),
}: {
  methods?: TFiatMethod[];
  saved?: { id: string; details: Record<string, string> }[];
  balance?: TBalance;
  sell?: () => Response;
} = {}) {
  fetchMock.mockImplementation(
    fakeApi({
      [CONDITIONS]: () => jsonResponse({ items: methods }),
      [SAVED]: () => jsonResponse({ items: saved }),
      [BALANCE]: () => jsonResponse(balance),
      [WAGER]: () => jsonResponse(aWagerStatus()),
      [TRANSACTIONS]: () => jsonResponse({ items: [], meta: { offset: 0, limit: 10, total: 0 } }),
      [`POST ${SELL}`]: sell,
    }),
  );
}

async function renderView(methodId = 'rub-card') {
  walletModalStore.open('withdraw');
  walletNavigation.openView({ name: 'fiat-withdraw', methodId });
  const user = userEvent.setup();
  const balanceAsked = callsTo(fetchMock, BALANCE);
  const view = renderWithProviders(<FiatWithdrawView methodId={methodId} />);
  await screen.findByTestId('fiat-withdraw-form');
  // The balance bounds the amount: wait until it is known.
  await waitFor(() => expect(callsTo(fetchMock, BALANCE)).toBe(balanceAsked + 1));
  return { ...view, user };
}

const submit = () => screen.getByTestId('fiat-withdraw-submit');
const feeFigure = (testId: string) =>
  within(screen.getByTestId('fiat-withdraw-fee')).getByTestId(testId);

beforeEach(() => vi.mocked(showToast).mockClear());
afterEach(() => {
  walletNavigation.reset();
  fiatWithdrawDraftStore.close();
});

describe('FiatWithdrawView amount', () => {
  it("shows the tier's fee, what is debited and what arrives", async () => {
    serve();
    const { user } = await renderView();
    const amount = screen.getByTestId('fiat-withdraw-amount');

    await user.type(amount, '9999.99');
    expect(feeFigure('fiat-withdraw-fee-amount')).toHaveTextContent('300 ₽');
    expect(screen.getByTestId('fiat-withdraw-fee')).toHaveTextContent('Fee (3%)');
    expect(feeFigure('fiat-withdraw-total')).toHaveTextContent('10,299.99 ₽');
    expect(feeFigure('fiat-withdraw-receive')).toHaveTextContent('9,999.99 ₽');

    await user.clear(amount);
    await user.type(amount, '10000');
    expect(screen.getByTestId('fiat-withdraw-fee')).toHaveTextContent('Fee (2%)');
    expect(feeFigure('fiat-withdraw-fee-amount')).toHaveTextContent('200 ₽');
    expect(feeFigure('fiat-withdraw-total')).toHaveTextContent('10,200 ₽');
  });

  it('holds the amount within the method limits', async () => {
    serve();
    const { user } = await renderView();
    await user.type(screen.getByTestId('payment-field-name'), 'Ivan Petrov');
    const amount = screen.getByTestId('fiat-withdraw-amount');

    await user.type(amount, '999');
    expect(await screen.findByText('Minimum amount is 1,000 ₽')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '300001');
    expect(await screen.findByText('Maximum amount is 300,000 ₽')).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '1000');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('keeps amount plus fee within the fiat balance, and offers the most it allows', async () => {
    serve({ balance: rubBalance('2060.00') });
    const { user } = await renderView();
    await user.type(screen.getByTestId('payment-field-name'), 'Ivan Petrov');
    expect(screen.getByTestId('fiat-withdraw-available')).toHaveTextContent('Available: 2,060 ₽');

    await user.type(screen.getByTestId('fiat-withdraw-amount'), '2001');
    expect(
      await screen.findByText(
        "With the fee, that's more than your balance. You can withdraw up to 2,000 ₽",
      ),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    await user.click(screen.getByTestId('fiat-withdraw-max'));
    expect(screen.getByTestId('fiat-withdraw-amount')).toHaveValue('2000');
    expect(feeFigure('fiat-withdraw-total')).toHaveTextContent('2,060 ₽');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('says when the balance is in another currency and leaves that bound to the server', async () => {
    serve({ balance: aUsdBalance('10.00') });
    const { user } = await renderView();
    await user.type(screen.getByTestId('payment-field-name'), 'Ivan Petrov');
    expect(screen.getByTestId('fiat-withdraw-currency-note')).toHaveTextContent(
      'Your balance ($10.00) is in another currency: the amount in RUB is checked',
    );
    expect(screen.queryByTestId('fiat-withdraw-max')).toBeNull();

    await user.type(screen.getByTestId('fiat-withdraw-amount'), '250000');
    await waitFor(() => expect(submit()).toBeEnabled());
  });
});

describe('FiatWithdrawView fields', () => {
  it('requires the name, except for Steam, which says it pays out in CIS countries only', async () => {
    const steam = cardMethod(
      { id: 'rub-steam', name: 'Steam', method: 'others' },
      { externalDetailsFields: { required: ['email'], optional: [] } },
    );
    serve({ methods: [cardMethod(), steam] });
    const first = await renderView('rub-card');
    expect(screen.getByText("Recipient's full name")).not.toHaveTextContent('(optional)');
    expect(screen.queryByTestId('fiat-withdraw-steam-note')).toBeNull();
    first.unmount();

    const { user } = await renderView('rub-steam');
    expect(screen.getByTestId('fiat-withdraw-steam-note')).toHaveTextContent(
      'Steam withdrawals are available only for Steam accounts registered in CIS countries.',
    );
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    await user.type(screen.getByTestId('payment-field-email'), 'me@example.com');
    await user.type(screen.getByTestId('fiat-withdraw-amount'), '1000');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('asks for a Latin name when the method requires the Latin full name, hiding that field', async () => {
    serve({
      methods: [
        cardMethod(
          { id: 'eur-sepa', name: 'SEPA', method: 'cross_border' },
          { externalDetailsFields: { required: ['name', 'full_name_latin'], optional: [] } },
        ),
      ],
    });
    const { user } = await renderView('eur-sepa');
    expect(screen.queryByTestId('payment-field-full_name_latin')).toBeNull();
    const name = screen.getByTestId('payment-field-name');

    await user.type(name, 'Иван Петров');
    await user.tab();
    expect(
      await screen.findByText('Use Latin letters, spaces and hyphens only'),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Ivan Petrov');
    await waitFor(() =>
      expect(screen.queryByText('Use Latin letters, spaces and hyphens only')).toBeNull(),
    );
  });

  it.each<[TFiatMethod['method'], string]>([
    ['p2p', 'card'],
    ['account_number', 'account_number_online_banking_ph'],
    ['sbp', 'phone'],
  ])('offers a %s method its %s field', async (kind, field) => {
    serve({ methods: [cardMethod({ method: kind })] });
    await renderView();
    expect(screen.getByTestId(`payment-field-${field}`)).toBeInTheDocument();
    for (const hidden of ['first_name', 'last_name', 'full_name', 'full_name_latin']) {
      expect(screen.queryByTestId(`payment-field-${hidden}`)).toBeNull();
    }
  });

  it('hints e-wallets to give their account e-mail, and PLN payouts of an optional fee', async () => {
    serve({
      methods: [
        cardMethod({ id: 'eur-revolut', name: 'Revolut', method: 'others' }),
        cardMethod({
          id: 'pln-bank',
          name: 'Bank transfer',
          method: 'account_number',
          currency: { code: 'PLN', displayFormat: '{amount} zł', precision: 2 },
        }),
      ],
    });
    const first = await renderView('eur-revolut');
    expect(screen.getByTestId('fiat-withdraw-email-hint')).toHaveTextContent(
      'Enter the e-mail of your Revolut account',
    );
    expect(screen.queryByTestId('fiat-withdraw-optional-fee')).toBeNull();
    first.unmount();

    await renderView('pln-bank');
    expect(screen.queryByTestId('fiat-withdraw-email-hint')).toBeNull();
    expect(screen.getByTestId('fiat-withdraw-optional-fee')).toHaveTextContent(
      'PLN withdrawals: your bank may charge an optional fee',
    );
  });

  it('asks which bank the payout goes to when the method has several', async () => {
    serve({
      methods: [
        cardMethod(
          { method: 'sbp' },
          {
            subbanks: [
              { id: 'sber', name: 'Sberbank', icon: '', priority: 2 },
              { id: 'tbank', name: 'T-Bank', icon: '', priority: 1 },
            ],
          },
        ),
      ],
    });
    const { user } = await renderView();
    await user.type(screen.getByTestId('payment-field-name'), 'Ivan Petrov');
    await user.type(screen.getByTestId('fiat-withdraw-amount'), '1500');
    expect(submit()).toBeDisabled();

    await user.click(screen.getByTestId('fiat-subbank-tbank'));
    expect(screen.getByTestId('fiat-subbank-tbank')).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(fiatWithdrawDraftStore.getView()).toMatchObject({ subbankId: 'tbank' });
  });
});

describe('FiatWithdrawView saved details', () => {
  it('fills the form from the one set used before', async () => {
    serve({ saved: [{ id: '7', details: { name: 'Ivan Petrov', card: CARD } }] });
    await renderView();
    expect(screen.getByTestId('payment-field-name')).toHaveValue('Ivan Petrov');
    expect(screen.getByTestId('payment-field-card')).toHaveValue('4276 3800 1234 5678');
    expect(screen.queryByTestId('saved-details')).toBeNull();
    const asked = fetchMock.mock.calls.map(([input]) => requestUrl(input));
    expect(asked.find((url) => url.pathname === SAVED)?.searchParams.get('bankId')).toBe(
      'rub-card',
    );
  });

  it('lets the player choose among several sets', async () => {
    serve({
      saved: [
        { id: '7', details: { name: 'Ivan Petrov', card: CARD } },
        { id: '8', details: { full_name: 'Anna Petrova', card: '5536913800001111' } },
      ],
    });
    const { user } = await renderView();
    const picker = screen.getByTestId('saved-details');
    expect(within(picker).getByTestId('saved-details-7')).toHaveTextContent('•••• 5678');
    expect(screen.getByTestId('payment-field-name')).toHaveValue('Ivan Petrov');

    await user.click(within(picker).getByTestId('saved-details-8'));
    expect(screen.getByTestId('payment-field-name')).toHaveValue('Anna Petrova');
    expect(screen.getByTestId('payment-field-card')).toHaveValue('5536 9138 0000 1111');
    expect(within(picker).getByTestId('saved-details-8')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('FiatWithdrawView submit', () => {
  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, amount = '2000') {
    await user.type(screen.getByTestId('payment-field-name'), 'Ivan Petrov');
    await user.type(screen.getByTestId('payment-field-card'), CARD);
    await user.type(screen.getByTestId('fiat-withdraw-amount'), amount);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    return screen.findByTestId('fiat-withdraw-confirm');
  }

  it('stores the draft, confirms, sends it and shows it pending', async () => {
    serve({
      methods: [
        cardMethod(
          {},
          { externalDetailsFields: { required: ['name', 'full_name'], optional: [] } },
        ),
      ],
    });
    const { user, queryClient } = await renderView();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const confirm = await fillAndSubmit(user);
    const draft = {
      amount: '2000',
      bankId: 'rub-card',
      subbankId: null,
      details: { name: 'Ivan Petrov', full_name: 'Ivan Petrov', card: CARD },
    };
    expect(fiatWithdrawDraftStore.getView()).toEqual(draft);
    expect(within(confirm).getByTestId('fiat-withdraw-confirm-amount')).toHaveTextContent(
      '2,000 ₽',
    );
    expect(within(confirm).getByTestId('fiat-withdraw-confirm-fee')).toHaveTextContent('60 ₽');
    expect(within(confirm).getByTestId('fiat-withdraw-confirm-total')).toHaveTextContent('2,060 ₽');
    expect(within(confirm).getByTestId('fiat-withdraw-confirm-card')).toHaveTextContent(CARD);

    await user.click(within(confirm).getByTestId('fiat-withdraw-confirm-submit'));
    await waitFor(() => expect(walletPendingStore.getView()).toBe('withdraw'));
    expect(callsTo(fetchMock, WAGER)).toBe(1);
    expect(bodiesSentTo(fetchMock, SELL)).toEqual([
      { amount: '2000', bankId: 'rub-card', details: draft.details },
    ]);
    expect(fiatWithdrawDraftStore.getView()).toBeNull();
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[1]);
    expect(invalidated).toEqual(expect.arrayContaining(['balance', 'transactions']));
    // The next withdrawal starts from a fresh form.
    await waitFor(() => expect(screen.getByTestId('fiat-withdraw-amount')).toHaveValue(''));
  });

  it('goes through the wager check like crypto', async () => {
    serve();
    fetchMock.mockImplementation(
      fakeApi({
        [CONDITIONS]: () => jsonResponse({ items: [cardMethod()] }),
        [SAVED]: () => jsonResponse({ items: [] }),
        [BALANCE]: () => jsonResponse(rubBalance('500000.00')),
        [WAGER]: () =>
          jsonResponse(
            { detail: 'wager', required: '100', wagered: '40', remaining: '60', currency: 'RUB' },
            422,
          ),
      }),
    );
    const { user } = await renderView();
    const confirm = await fillAndSubmit(user);
    await user.click(within(confirm).getByTestId('fiat-withdraw-confirm-submit'));
    expect(await screen.findByTestId('wager-view')).toBeInTheDocument();
    expect(callsTo(fetchMock, SELL)).toBe(0);
  });

  it('toasts a refusal in words, falling back to the payment message, back on the form', async () => {
    serve({ sell: () => jsonResponse({ detail: 'validation_error' }, 400) });
    const { user } = await renderView();
    const confirm = await fillAndSubmit(user);
    await user.click(within(confirm).getByTestId('fiat-withdraw-confirm-submit'));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          message: "We couldn't create the payment. Try again or choose another method.",
          errorKey: 'validation_error',
        }),
      ),
    );
    expect(fiatWithdrawDraftStore.getView()).toBeNull();
    expect(walletPendingStore.getView()).toBeNull();
    expect(screen.getByTestId('fiat-withdraw-amount')).toHaveValue('2000');
  });

  it('clears the draft when the withdraw form is left', async () => {
    serve();
    const { user } = await renderView();
    await fillAndSubmit(user);
    walletNavigation.showTab('withdraw');
    expect(fiatWithdrawDraftStore.getView()).toBeNull();
  });
});
