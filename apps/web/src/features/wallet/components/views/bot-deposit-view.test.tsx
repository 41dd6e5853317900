import type { TBotPayProvider, TCryptoMethod } from '@aurum/contracts/wallet';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { aCryptoMethod } from '@/testing/crypto-fixtures';
import { bodiesSentTo, fakeApi } from '@/testing/fake-api';
import { aTransaction, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { depositSuccessStore } from '../../hooks/use-deposit-success';
import { useWalletView, walletNavigation, walletViewStore } from '../../model/wallet-views';
import { BotDepositView } from './bot-deposit-view';

const METHODS = '/api/v1/wallet/currencies/bonus';
const ADDRESSES = '/api/v1/wallet/addresses';
const INVOICE_URL = 'https://t.me/CryptoBot?start=IVabc';
const fetchMock = stubFetch();

/** TON first, so the default (USDTTRC20) is not simply the first listed; BTC without providers. */
function methods(): TCryptoMethod[] {
  return [
    aCryptoMethod({
      code: 'TON',
      name: 'Toncoin',
      network: 'TON',
      precision: 9,
      displayFormat: '{amount} TON',
      minDepositAmount: '0.500000000',
      valuePresets: ['1.000000000', '5.000000000'],
      additionalProviders: ['cryptobot', 'xrocket'],
    }),
    aCryptoMethod({ additionalProviders: ['cryptobot'] }),
    aCryptoMethod({
      code: 'BTC',
      name: 'Bitcoin',
      network: 'BTC',
      displayFormat: '{amount} BTC',
      additionalProviders: [],
    }),
  ];
}

function serve(invoice: () => Response) {
  fetchMock.mockImplementation(
    fakeApi({
      [METHODS]: () => jsonResponse({ items: methods() }),
      [`POST ${ADDRESSES}`]: invoice,
    }),
  );
}

const anInvoice = (provider: TBotPayProvider, amount: string, currency: string) =>
  jsonResponse({
    id: 'inv-1',
    provider,
    redirectUrl: INVOICE_URL,
    amount,
    currency,
    expiresAt: '2026-11-26T16:00:00.000Z',
  });

/** The view as the wallet shows it, following back navigation. */
function OpenView() {
  const view = useWalletView();
  if (view?.name === 'crypto-bot-deposit') return <BotDepositView provider="cryptobot" />;
  if (view?.name === 'x-rocket') return <BotDepositView provider="xrocket" />;
  return null;
}

let opened: MockInstance<typeof window.open>;
beforeEach(() => {
  opened = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(async () => {
  walletNavigation.reset();
  depositSuccessStore.close();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('BotDepositView', () => {
  it('offers the currencies the provider takes, starting on USDTTRC20', async () => {
    serve(() => anInvoice('cryptobot', '10.000000', 'USDTTRC20'));
    renderWithProviders(<BotDepositView provider="cryptobot" />);

    const select = await screen.findByTestId('bot-deposit-currency');
    expect(select).toHaveValue('USDTTRC20');
    const options = Array.from(select.querySelectorAll('option')).map((option) => option.value);
    expect(options).toEqual(['TON', 'USDTTRC20']);
    expect(screen.getAllByTestId('bot-deposit-preset').map((preset) => preset.textContent)).toEqual(
      ['10', '50', '100', '500'],
    );
  });

  it('refuses an amount below the currency minimum without asking the server', async () => {
    serve(() => anInvoice('cryptobot', '0.5', 'USDTTRC20'));
    const user = userEvent.setup();
    renderWithProviders(<BotDepositView provider="cryptobot" />);

    await user.type(await screen.findByTestId('bot-deposit-amount'), '0.5');
    expect(await screen.findByText('Minimum amount is 1 USDT')).toBeInTheDocument();
    expect(screen.getByTestId('bot-deposit-submit')).toBeDisabled();
    expect(bodiesSentTo(fetchMock, ADDRESSES)).toEqual([]);

    // TON's minimum is lower: the same amount passes once TON is picked.
    await user.selectOptions(screen.getByTestId('bot-deposit-currency'), 'TON');
    await waitFor(() => expect(screen.getByTestId('bot-deposit-submit')).toBeEnabled());
  });

  it('sends the chat-bot deposit, opens the invoice and waits for the payment', async () => {
    serve(() => anInvoice('cryptobot', '50.000000', 'USDTTRC20'));
    const user = userEvent.setup();
    renderWithProviders(<BotDepositView provider="cryptobot" />);

    await user.click(await screen.findByRole('button', { name: '50' }));
    await user.click(screen.getByTestId('bot-deposit-submit'));

    expect(await screen.findByTestId('bot-deposit-waiting')).toHaveTextContent(
      'Pay the invoice in the bot. Your balance updates when the payment arrives.',
    );
    expect(screen.getByTestId('bot-deposit-waiting')).toHaveTextContent('50.00 USDT');
    expect(bodiesSentTo(fetchMock, ADDRESSES)).toEqual([
      { provider: 'cryptobot', currency: 'USDTTRC20', amount: '50' },
    ]);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith(INVOICE_URL, '_blank', 'noopener,noreferrer');

    await user.click(screen.getByTestId('bot-deposit-open-again'));
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('goes back to the form once the deposit is credited', async () => {
    serve(() => anInvoice('cryptobot', '50.000000', 'USDTTRC20'));
    const user = userEvent.setup();
    renderWithProviders(<BotDepositView provider="cryptobot" />);
    await user.click(await screen.findByRole('button', { name: '50' }));
    await user.click(screen.getByTestId('bot-deposit-submit'));
    await screen.findByTestId('bot-deposit-waiting');

    act(() => depositSuccessStore.open(aTransaction({ type: 'deposit', status: 'completed' })));
    expect(await screen.findByTestId('bot-deposit-form')).toBeInTheDocument();
    expect(screen.queryByTestId('bot-deposit-waiting')).toBeNull();
  });

  it('sends xRocket deposits with its own provider and currencies', async () => {
    serve(() => anInvoice('xrocket', '5.000000000', 'TON'));
    const user = userEvent.setup();
    renderWithProviders(<BotDepositView provider="xrocket" />);

    const select = await screen.findByTestId('bot-deposit-currency');
    expect(Array.from(select.querySelectorAll('option')).map((option) => option.value)).toEqual([
      'TON',
    ]);
    await user.type(screen.getByTestId('bot-deposit-amount'), '5');
    await user.click(screen.getByTestId('bot-deposit-submit'));

    await screen.findByTestId('bot-deposit-waiting');
    expect(bodiesSentTo(fetchMock, ADDRESSES)).toEqual([
      { provider: 'xrocket', currency: 'TON', amount: '5' },
    ]);
  });

  it('shows the server refusal by its detail, translated', async () => {
    serve(() =>
      jsonResponse(
        { detail: 'wallet_deposit_too_small', minAmount: '1.000000', currency: 'USDT' },
        422,
      ),
    );
    await i18n.changeLanguage('ru');
    const user = userEvent.setup();
    renderWithProviders(<BotDepositView provider="cryptobot" />);

    await user.type(await screen.findByTestId('bot-deposit-amount'), '2');
    await user.click(screen.getByTestId('bot-deposit-submit'));

    const error = await screen.findByTestId('bot-deposit-error');
    expect(error).toHaveTextContent(
      i18n.t('wallet.server_error.wallet_deposit_too_small_params', {
        minAmount: '1',
        currency: 'USDT',
      }),
    );
    expect(error.textContent).toMatch(/[а-я]/);
    expect(opened).not.toHaveBeenCalled();
  });

  it('says so when no currency is offered by the provider', async () => {
    fetchMock.mockImplementation(
      fakeApi({ [METHODS]: () => jsonResponse({ items: [aCryptoMethod()] }) }),
    );
    renderWithProviders(<BotDepositView provider="xrocket" />);
    expect(await screen.findByTestId('bot-deposit-unavailable')).toBeInTheDocument();
  });

  it('goes back to the deposit tab', async () => {
    serve(() => anInvoice('cryptobot', '10', 'USDTTRC20'));
    walletNavigation.openView({ name: 'x-rocket' });
    renderWithProviders(<OpenView />);
    await screen.findByTestId('bot-deposit-view-xrocket');

    walletNavigation.back();
    expect(walletViewStore.getView()).toBeNull();
  });
});
