import { renderHook } from '@testing-library/react';
import type * as TonConnectUiReact from '@tonconnect/ui-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TonSendError, useTonConnection } from './use-ton-connection';

const PLAYER_WALLET = '0:' + '5e'.repeat(32);

/** TON Connect UI as its React hooks give it: a restored connection to the player's wallet. */
const ui = vi.hoisted(() => ({
  instance: {
    disconnect: vi.fn(() => Promise.resolve()),
    openModal: vi.fn(() => Promise.resolve()),
    openSingleWalletModal: vi.fn(() => Promise.resolve()),
    sendTransaction: vi.fn<(transaction: unknown) => Promise<unknown>>(),
  },
  address: null as string | null,
}));

vi.mock('@tonconnect/ui-react', async (importOriginal) => ({
  UserRejectsError: (await importOriginal<typeof TonConnectUiReact>()).UserRejectsError,
  useTonConnectUI: () => [ui.instance, vi.fn()],
  useTonWallet: () => (ui.address ? { account: { address: ui.address } } : null),
  useIsConnectionRestored: () => true,
}));

const OWNER_KEY = 'aurum.tonConnectOwner';

beforeEach(() => {
  ui.address = PLAYER_WALLET;
});
afterEach(() => {
  window.localStorage.clear();
  vi.clearAllMocks();
});

describe('useTonConnection', () => {
  it('keeps the wallet connected by the same player', () => {
    window.localStorage.setItem(OWNER_KEY, 'player-a');
    const { result } = renderHook(() => useTonConnection('player-a', false));
    expect(result.current.address).toBe(PLAYER_WALLET);
    expect(ui.instance.disconnect).not.toHaveBeenCalled();
  });

  it('drops a wallet connected under another account, never showing it', () => {
    window.localStorage.setItem(OWNER_KEY, 'player-a');
    const { result } = renderHook(() => useTonConnection('player-b', false));
    expect(result.current.address).toBeNull();
    expect(ui.instance.disconnect).toHaveBeenCalledTimes(1);
  });

  it('connects through the sandbox wallet where the server offers it, else the wallet list', () => {
    const sandbox = renderHook(() => useTonConnection('player-a', true));
    sandbox.result.current.connect();
    expect(ui.instance.openSingleWalletModal).toHaveBeenCalledWith('aurum-sandbox');
    expect(window.localStorage.getItem(OWNER_KEY)).toBe('player-a');

    const real = renderHook(() => useTonConnection('player-a', false));
    real.result.current.connect();
    expect(ui.instance.openModal).toHaveBeenCalledTimes(1);
  });

  it("tells the player's refusal from other failures", async () => {
    const { UserRejectsError } = await import('@tonconnect/ui-react');
    const { result } = renderHook(() => useTonConnection('player-a', false));
    const transaction = { validUntil: 1, network: '-239', from: PLAYER_WALLET, messages: [] };

    ui.instance.sendTransaction.mockRejectedValueOnce(new UserRejectsError());
    await expect(result.current.send(transaction)).rejects.toEqual(new TonSendError('rejected'));
    ui.instance.sendTransaction.mockRejectedValueOnce(new Error('bridge down'));
    await expect(result.current.send(transaction)).rejects.toMatchObject({ reason: 'failed' });
  });
});
