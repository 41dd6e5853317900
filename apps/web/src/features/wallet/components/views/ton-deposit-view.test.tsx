import type { TTonConfig, TTonDeposit, TTonDepositState } from '@aurum/contracts/ton';
import type { TCryptoMethod } from '@aurum/contracts/wallet';
import { Address, Cell } from '@ton/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { aCryptoMethod } from '@/testing/crypto-fixtures';
import { bodiesSentTo, callsTo, fakeApi } from '@/testing/fake-api';
import { aUsdBalance, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { getBalanceQueryOptions } from '../../api/get-balance';
import { useWalletView, walletNavigation } from '../../model/wallet-views';
import { JETTON_TRANSFER_OP, type TTonTransaction } from '../../ton/ton-transfer';
import type { TTonConnection } from '../../ton/use-ton-connection';
import { TonSendError } from '../../ton/use-ton-connection';
import { TonDepositView } from './ton-deposit-view';

/** The player's wallet as TON Connect would give it: connected or not, and what it sends. */
const wallet = vi.hoisted(() => ({
  restored: true,
  address: null as string | null,
  connect: vi.fn<() => void>(),
  disconnect: vi.fn<() => void>(),
  send: vi.fn<(transaction: unknown) => Promise<void>>(),
}));

vi.mock('../../ton/ton-connect-provider', () => ({
  TonConnectProvider: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('../../ton/use-ton-connection', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTonConnection: (): TTonConnection => wallet,
}));

const METHODS = '/api/v1/wallet/currencies/bonus';
const CONFIG = '/api/v1/telegram/ton/config';
const ADDRESSES = '/api/v1/wallet/addresses';
const DEPOSIT_ID = '0d6a3c52-5a1f-4c7e-9a54-1f1c7c2b9e01';
const STATE = `/api/v1/wallet/ton-deposits/${DEPOSIT_ID}`;
const TON_API = '/api/sandbox/ton/api/v3';
const BALANCE = '/api/v1/wallet/balance';

const PLAYER = '0:' + '5e'.repeat(32);
const PLAYER_USDT_WALLET = '0:' + 'AB'.repeat(32);
const PLATFORM = Address.parse('0:' + '1f'.repeat(32)).toString({ bounceable: false });
const USDT_MASTER = 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs';

const TON = aCryptoMethod({
  code: 'TON',
  name: 'Toncoin',
  network: 'TON',
  precision: 9,
  displayFormat: '{amount} TON',
  minDepositAmount: '0.500000000',
  valuePresets: ['1.000000000', '5.000000000', '10.000000000'],
  additionalProviders: ['tonconnect', 'xrocket'],
});
const USDTTON = aCryptoMethod({
  code: 'USDTTON',
  name: 'USDT (TON)',
  network: 'TON',
  additionalProviders: ['tonconnect'],
});
const TRC20 = aCryptoMethod();

const config = (overrides: Partial<TTonConfig> = {}): TTonConfig => ({
  enabled: true,
  network: '-239',
  apiUrl: TON_API,
  manifestUrl: 'https://aurum.test/tonconnect-manifest.json',
  sandboxWallet: true,
  jettonMasters: { USDTTON: USDT_MASTER },
  ...overrides,
});

const aTonDeposit = (overrides: Partial<TTonDeposit> = {}): TTonDeposit => ({
  id: DEPOSIT_ID,
  provider: 'tonconnect',
  currency: 'TON',
  amount: '1',
  address: PLATFORM,
  comment: 'a7k2m9x4',
  jettonMaster: null,
  decimals: 9,
  validUntil: Math.floor(Date.now() / 1000) + 360,
  network: '-239',
  ...overrides,
});

const aState = (overrides: Partial<TTonDepositState> = {}): TTonDepositState => ({
  id: DEPOSIT_ID,
  status: 'pending',
  txHash: null,
  creditedAmount: null,
  ...overrides,
});

const fetchMock = stubFetch();

/** The platform's API and the TON API; `state` answers the deposit's state while it changes. */
function serve({
  deposit = () => jsonResponse(aTonDeposit()),
  state = () => jsonResponse(aState()),
  tonConfig = config(),
  tonNano = '2500000000',
  usdtUnits = '40000000',
}: {
  deposit?: () => Response;
  state?: () => Response;
  tonConfig?: TTonConfig;
  tonNano?: string;
  usdtUnits?: string;
} = {}) {
  fetchMock.mockImplementation(
    fakeApi({
      [METHODS]: () => jsonResponse({ items: [TRC20, TON, USDTTON] }),
      [CONFIG]: () => jsonResponse(tonConfig),
      [`POST ${ADDRESSES}`]: deposit,
      [STATE]: state,
      [BALANCE]: () => jsonResponse(aUsdBalance('10.00')),
      [`${TON_API}/account`]: () => jsonResponse({ balance: tonNano, status: 'active' }),
      [`${TON_API}/jetton/wallets`]: () =>
        jsonResponse({
          jetton_wallets: [{ address: PLAYER_USDT_WALLET, balance: usdtUnits, owner: PLAYER }],
        }),
    }),
  );
}

/** The one transaction the wallet was asked to send. */
function sentTransaction(): TTonTransaction {
  expect(wallet.send).toHaveBeenCalledTimes(1);
  return wallet.send.mock.calls[0]?.[0] as TTonTransaction;
}

/** Types 1 TON once the wallet's holding is shown, and deposits it. */
async function depositOneTon(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('ton-deposit-holding');
  await user.type(screen.getByTestId('ton-deposit-amount'), '1');
  await user.click(screen.getByTestId('ton-deposit-submit'));
}

function renderView(method: TCryptoMethod = TON) {
  return renderWithProviders(<TonDepositView code={method.code} playerId="player-1" />);
}

beforeEach(() => {
  wallet.restored = true;
  wallet.address = PLAYER;
  wallet.send.mockResolvedValue(undefined);
});
afterEach(async () => {
  walletNavigation.reset();
  vi.clearAllMocks();
  await i18n.changeLanguage('en');
});

describe('TonDepositView', () => {
  it('asks to connect a wallet first', async () => {
    wallet.address = null;
    serve();
    const user = userEvent.setup();
    renderView();

    await user.click(await screen.findByTestId('ton-deposit-connect-button'));
    expect(wallet.connect).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('ton-deposit-form')).not.toBeInTheDocument();
  });

  it("shows the wallet's Toncoin and refuses less than the minimum or more than it holds", async () => {
    serve();
    const user = userEvent.setup();
    renderView();

    expect(await screen.findByTestId('ton-deposit-holding')).toHaveTextContent('2.50 TON');
    const amount = screen.getByTestId('ton-deposit-amount');
    await user.type(amount, '0.4');
    expect(await screen.findByText('Minimum amount is 0.5 TON')).toBeInTheDocument();
    expect(screen.getByTestId('ton-deposit-submit')).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '3');
    expect(await screen.findByText('Your wallet holds 2.50 TON')).toBeInTheDocument();
    expect(screen.getByTestId('ton-deposit-submit')).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '2.5');
    await waitFor(() => expect(screen.getByTestId('ton-deposit-submit')).toBeEnabled());
    expect(bodiesSentTo(fetchMock, ADDRESSES)).toEqual([]);
  });

  it('sends Toncoin with the comment, waits, and shows the credited amount', async () => {
    let state = aState();
    serve({ state: () => jsonResponse(state) });
    const user = userEvent.setup();
    const { queryClient } = renderView();

    await screen.findByTestId('ton-deposit-holding');
    await user.click(screen.getByRole('button', { name: '1' }));
    await user.click(screen.getByTestId('ton-deposit-submit'));

    expect(await screen.findByTestId('ton-deposit-waiting')).toHaveTextContent('1.00 TON');
    expect(bodiesSentTo(fetchMock, ADDRESSES)).toEqual([
      { currency: 'TON', provider: 'tonconnect', amount: '1' },
    ]);
    const transaction = sentTransaction();
    expect(transaction).toMatchObject({ network: '-239', from: PLAYER });
    expect(transaction.validUntil).toBe(aTonDeposit().validUntil);
    expect(transaction.messages).toHaveLength(1);
    const [message] = transaction.messages;
    expect(message).toMatchObject({ address: PLATFORM, amount: '1000000000' });
    const comment = Cell.fromBase64(message?.payload ?? '').beginParse();
    expect(comment.loadUint(32)).toBe(0);
    expect(comment.loadStringTail()).toBe('a7k2m9x4');

    // The chain credits it; the live balance moving makes the view look again at once.
    state = aState({ status: 'credited', txHash: 'abc', creditedAmount: '1.000000000' });
    const before = callsTo(fetchMock, STATE);
    act(() => {
      queryClient.setQueryData(getBalanceQueryOptions().queryKey, aUsdBalance('13.50'));
    });
    expect(await screen.findByTestId('ton-deposit-success')).toHaveTextContent('Deposit credited');
    expect(screen.getByTestId('ton-deposit-credited')).toHaveTextContent('1.00 TON');
    expect(callsTo(fetchMock, STATE)).toBeGreaterThan(before);
  });

  it("sends USDT on TON from the player's jetton wallet as a jetton transfer", async () => {
    serve({
      deposit: () =>
        jsonResponse(
          aTonDeposit({
            currency: 'USDTTON',
            amount: '25',
            decimals: 6,
            jettonMaster: USDT_MASTER,
          }),
        ),
    });
    const user = userEvent.setup();
    renderView(USDTTON);

    expect(await screen.findByTestId('ton-deposit-holding')).toHaveTextContent('40.00 USDT');
    await user.type(screen.getByTestId('ton-deposit-amount'), '25');
    await user.click(screen.getByTestId('ton-deposit-submit'));
    await screen.findByTestId('ton-deposit-waiting');

    const [message] = sentTransaction().messages;
    expect(Address.parse(message?.address ?? '').equals(Address.parse(PLAYER_USDT_WALLET))).toBe(
      true,
    );
    expect(message?.amount).toBe('100000000');
    const body = Cell.fromBase64(message?.payload ?? '').beginParse();
    expect(body.loadUint(32)).toBe(JETTON_TRANSFER_OP);
    body.loadUintBig(64);
    expect(body.loadCoins()).toBe(25_000_000n);
    expect(body.loadAddress().equals(Address.parse(PLATFORM))).toBe(true);
    expect(body.loadAddress().equals(Address.parse(PLAYER))).toBe(true);
  });

  it('says so when the player declines in the wallet, and the form stays', async () => {
    serve();
    wallet.send.mockRejectedValue(new TonSendError('rejected'));
    const user = userEvent.setup();
    renderView();

    await depositOneTon(user);

    expect(await screen.findByTestId('ton-deposit-error')).toHaveTextContent(
      'You declined the transfer in your wallet.',
    );
    expect(screen.getByTestId('ton-deposit-form')).toBeInTheDocument();
  });

  it('never asks the wallet to send a deposit whose validity already ran out', async () => {
    const validUntil = Math.floor(Date.now() / 1000) - 1;
    serve({ deposit: () => jsonResponse(aTonDeposit({ validUntil })) });
    const user = userEvent.setup();
    renderView();

    await depositOneTon(user);

    expect(await screen.findByTestId('ton-deposit-error')).toHaveTextContent(
      'The time to confirm the transfer ran out. Start again.',
    );
    expect(wallet.send).not.toHaveBeenCalled();
  });

  it('translates a server refusal by its detail, in Russian too, and sends nothing', async () => {
    await i18n.changeLanguage('ru');
    serve({ deposit: () => jsonResponse({ detail: 'payments_are_disabled' }, 400) });
    const user = userEvent.setup();
    renderView();

    await depositOneTon(user);

    expect(await screen.findByTestId('ton-deposit-error')).toHaveTextContent(
      i18n.t('wallet.server_error.payments_are_disabled'),
    );
    expect(wallet.send).not.toHaveBeenCalled();
  });

  it('shows an expired deposit with a way to start again', async () => {
    serve({ state: () => jsonResponse(aState({ status: 'expired' })) });
    const user = userEvent.setup();
    renderView();

    await depositOneTon(user);

    expect(await screen.findByTestId('ton-deposit-expired')).toHaveTextContent(
      'The time to confirm the transfer ran out. Start again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('ton-deposit-form')).toBeInTheDocument();
  });

  it('is unavailable for a method without TON Connect, and when the server has it off', async () => {
    serve();
    const { unmount } = renderWithProviders(
      <TonDepositView code={TRC20.code} playerId="player-1" />,
    );
    expect(await screen.findByTestId('ton-deposit-unavailable')).toBeInTheDocument();
    unmount();

    serve({ tonConfig: config({ enabled: false }) });
    renderView();
    expect(await screen.findByTestId('ton-deposit-unavailable')).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        [METHODS]: () => jsonResponse({ items: [TON] }),
        [CONFIG]: () => jsonResponse({ detail: 'internal' }, 500),
      }),
    );
    renderView();
    expect(await screen.findByTestId('ton-deposit-load-error')).toBeInTheDocument();
  });
});

describe('crypto-deposit-ton navigation', () => {
  function OpenView() {
    const view = useWalletView();
    return <span data-testid="open-view">{view ? JSON.stringify(view) : 'tabs'}</span>;
  }

  it("goes back to its method's crypto-deposit view", () => {
    renderWithProviders(<OpenView />);
    act(() => walletNavigation.openView({ name: 'crypto-deposit-ton', code: 'USDTTON' }));
    act(() => walletNavigation.back());
    expect(screen.getByTestId('open-view')).toHaveTextContent(
      JSON.stringify({ name: 'crypto-deposit', code: 'USDTTON' }),
    );
  });
});
