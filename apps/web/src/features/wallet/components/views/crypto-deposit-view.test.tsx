import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDepositAddress, someCryptoMethods } from '@/testing/crypto-fixtures';
import { bodiesSentTo, callsTo, fakeApi, requestUrl } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { useWalletView, walletNavigation, walletViewStore } from '../../model/wallet-views';
import { CryptoDepositView } from './crypto-deposit-view';

const METHODS = '/api/v1/wallet/currencies/bonus';
const ADDRESSES = '/api/v1/wallet/addresses';
const TON_ADDRESS = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';
const fetchMock = stubFetch();

/** The view as the wallet shows it: following navigation to another method's code. */
function OpenDepositView() {
  const view = useWalletView();
  return view?.name === 'crypto-deposit' ? <CryptoDepositView code={view.code} /> : null;
}

/** Each method has its own address: the answer depends on the code sent. */
function answerAddress(init?: RequestInit) {
  const body = typeof init?.body === 'string' ? init.body : '{}';
  const { currency } = JSON.parse(body) as { currency: string };
  return currency === 'USDTTON'
    ? aDepositAddress({ address: TON_ADDRESS, memo: '1048576' })
    : aDepositAddress({
        minAmount: someCryptoMethods().find((method) => method.code === currency)?.minDepositAmount,
      });
}

function serve(addressAnswer: (init?: RequestInit) => Response) {
  const api = fakeApi({ [METHODS]: () => jsonResponse({ items: someCryptoMethods() }) });
  fetchMock.mockImplementation((input, init) =>
    requestUrl(input).pathname === ADDRESSES
      ? Promise.resolve(addressAnswer(init))
      : api(input, init),
  );
}

beforeEach(() => {
  // jsdom draws nothing; the QR code only needs its canvas.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  walletNavigation.reset();
  vi.restoreAllMocks();
});

describe('CryptoDepositView', () => {
  it("offers the TON wallet (TON Connect) only for a method listing 'tonconnect'", async () => {
    const methods = someCryptoMethods().map((method) =>
      method.code === 'USDTTON' ? { ...method, additionalProviders: ['tonconnect'] } : method,
    );
    const api = fakeApi({ [METHODS]: () => jsonResponse({ items: methods }) });
    fetchMock.mockImplementation((input, init) =>
      requestUrl(input).pathname === ADDRESSES
        ? Promise.resolve(jsonResponse(answerAddress(init)))
        : api(input, init),
    );
    const user = userEvent.setup();
    renderWithProviders(<OpenDepositView />);
    act(() => walletNavigation.openView({ name: 'crypto-deposit', code: 'USDTTRC20' }));

    await screen.findByTestId('deposit-address');
    expect(screen.queryByTestId('crypto-deposit-ton-entry')).not.toBeInTheDocument();

    act(() => walletNavigation.openView({ name: 'crypto-deposit', code: 'USDTTON' }));
    await user.click(await screen.findByTestId('crypto-deposit-ton-entry'));
    expect(walletViewStore.getView()).toEqual({ name: 'crypto-deposit-ton', code: 'USDTTON' });
  });

  it('shows the address in full with a copy button, its QR code and the minimum', async () => {
    serve((init) => jsonResponse(answerAddress(init)));
    const user = userEvent.setup();
    renderWithProviders(<CryptoDepositView code="USDTTRC20" />);

    const address = await screen.findByTestId('deposit-address');
    expect(address).toHaveTextContent('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    expect(bodiesSentTo(fetchMock, ADDRESSES)).toEqual([{ currency: 'USDTTRC20' }]);
    const qr = screen.getByTestId('deposit-qr');
    expect(qr.tagName).toBe('CANVAS');
    expect(qr).toHaveAttribute('height', '188');
    expect(screen.getByTestId('deposit-min-amount')).toHaveTextContent('1.00 USDT');
    expect(screen.getByTestId('deposit-warning')).toHaveTextContent(
      'Send only USDT on the TRC20 network to this address.',
    );
    expect(screen.queryByTestId('deposit-memo')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('deposit-address-copy'));
    await expect(navigator.clipboard.readText()).resolves.toBe(
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
    expect(screen.getByTestId('deposit-address-copy')).toHaveAccessibleName('Copied');
  });

  it('saves the QR code as qr_code.png', async () => {
    serve((init) => jsonResponse(answerAddress(init)));
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,QR');
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<CryptoDepositView code="USDTTRC20" />);

    await user.click(await screen.findByTestId('deposit-qr-download'));
    expect(click).toHaveBeenCalledOnce();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('qr_code.png');
    expect(link.href).toBe('data:image/png;base64,QR');
  });

  it('offers the networks of the same currency and switches to the one picked', async () => {
    serve((init) => jsonResponse(answerAddress(init)));
    const user = userEvent.setup();
    walletNavigation.openView({ name: 'crypto-deposit', code: 'USDTTRC20' });
    renderWithProviders(<OpenDepositView />);

    await screen.findByTestId('deposit-address');
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.dataset.testid)).toEqual([
      'network-option-USDTTRC20',
      'network-option-USDTTON',
      'network-option-USDT_BEP20',
      'network-option-USDTERC20',
    ]);
    expect(screen.getByTestId('network-option-USDTTRC20')).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByTestId('network-option-USDTTON'));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-address')).toHaveTextContent(TON_ADDRESS),
    );
    expect(screen.getByTestId('network-option-USDTTON')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('deposit-memo')).toHaveTextContent('1048576');
    expect(screen.getByTestId('deposit-memo-copy')).toBeInTheDocument();

    await user.click(screen.getByTestId('network-option-USDTERC20'));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-min-amount')).toHaveTextContent('10.00 USDT'),
    );
    expect(bodiesSentTo(fetchMock, ADDRESSES)).toEqual([
      { currency: 'USDTTRC20' },
      { currency: 'USDTTON' },
      { currency: 'USDTERC20' },
    ]);
  });

  it('offers no network choice for a currency on one network', async () => {
    serve((init) => jsonResponse(answerAddress(init)));
    renderWithProviders(<CryptoDepositView code="BTC" />);
    await screen.findByTestId('deposit-address');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByTestId('deposit-min-amount')).toHaveTextContent('0.0001 BTC');
  });

  it('says why no address is handed out when the deposit limit is used up', async () => {
    serve(() =>
      jsonResponse(
        {
          detail: 'rg_deposit_limit',
          period: 'day',
          limit: '25.00',
          remaining: '0.00',
          currency: 'USD',
        },
        403,
      ),
    );
    renderWithProviders(<CryptoDepositView code="BTC" />);
    expect(await screen.findByTestId('deposit-address-error')).toHaveTextContent(
      'This deposit would go over your deposit limit per day (25 USD). You can deposit 0 USD more in this period.',
    );
  });

  it('offers a retry when the address cannot be had', async () => {
    let failing = true;
    serve((init) =>
      failing ? jsonResponse({ detail: 'internal_error' }, 500) : jsonResponse(answerAddress(init)),
    );
    const user = userEvent.setup();
    renderWithProviders(<CryptoDepositView code="USDTTRC20" />);

    const error = await screen.findByTestId('deposit-address-error');
    expect(screen.queryByTestId('deposit-qr')).not.toBeInTheDocument();
    failing = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('deposit-address')).toBeInTheDocument();
    expect(callsTo(fetchMock, ADDRESSES)).toBe(2);
  });

  it('shows placeholders while loading', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderWithProviders(<CryptoDepositView code="USDTTRC20" />);
    expect(screen.getByTestId('crypto-deposit-loading')).toBeInTheDocument();
  });
});
