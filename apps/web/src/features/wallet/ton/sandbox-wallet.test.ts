import { afterEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { installSandboxWallet, SANDBOX_WALLET_KEY, sandboxWalletAddress } from './sandbox-wallet';

interface TBridge {
  tonconnect: {
    protocolVersion: number;
    walletInfo: { app_name: string };
    connect: (version: number, message: unknown) => Promise<TEvent>;
    restoreConnection: () => Promise<TEvent>;
    send: (request: { method: string; params: string[]; id: string }) => Promise<unknown>;
    disconnect: () => void;
  };
}
interface TEvent {
  event: string;
  payload: { items?: { name: string; address: string; network: string }[] };
}

const fetchMock = stubFetch();
const host = window as unknown as { aurumSandboxWallet?: TBridge };
function bridge() {
  expect(SANDBOX_WALLET_KEY).toBe('aurumSandboxWallet');
  if (!host.aurumSandboxWallet) throw new Error('the sandbox wallet is not on the page');
  return host.aurumSandboxWallet.tonconnect;
}

afterEach(() => {
  delete host.aurumSandboxWallet;
});

describe('the sandbox wallet', () => {
  it('connects with a kept address of its own and restores only after a connect', async () => {
    installSandboxWallet('-3');
    const wallet = bridge();
    expect(wallet.protocolVersion).toBe(2);
    expect(wallet.walletInfo.app_name).toBe('aurum-sandbox');

    expect((await wallet.restoreConnection()).event).toBe('connect_error');
    const connected = await wallet.connect(2, { items: [{ name: 'ton_addr' }] });
    const address = sandboxWalletAddress();
    expect(address).toMatch(/^0:[0-9a-f]{64}$/);
    expect(connected.payload.items).toEqual([
      expect.objectContaining({ name: 'ton_addr', address, network: '-3' }),
    ]);
    expect((await wallet.restoreConnection()).event).toBe('connect');
    wallet.disconnect();
    expect((await wallet.restoreConnection()).event).toBe('connect_error');
  });

  it("sends a transaction through the sandbox chain's wallet route", async () => {
    installSandboxWallet('-239');
    const address = sandboxWalletAddress();
    const route = `/api/sandbox/ton/wallets/${encodeURIComponent(address)}/send`;
    fetchMock.mockImplementation(
      fakeApi({ [`POST ${route}`]: () => jsonResponse({ boc: 'te6cc' }) }),
    );
    const message = { address: 'EQabc', amount: '1000000000', payload: 'te6payload' };

    const answer = await bridge().send({
      method: 'sendTransaction',
      params: [
        JSON.stringify({
          valid_until: 1_800_000_000,
          network: '-239',
          from: address,
          messages: [message],
        }),
      ],
      id: '7',
    });

    expect(answer).toEqual({ result: 'te6cc', id: '7' });
    expect(bodiesSentTo(fetchMock, route)).toEqual([
      { validUntil: 1_800_000_000, network: '-239', from: address, messages: [message] },
    ]);
  });

  it('reports a transfer the chain refused as a failure, not as the player declining', async () => {
    installSandboxWallet('-239');
    fetchMock.mockImplementation(fakeApi({}));
    const answer = await bridge().send({
      method: 'sendTransaction',
      params: [JSON.stringify({ valid_until: 1, messages: [] })],
      id: '8',
    });
    expect(answer).toMatchObject({ error: { code: 0 }, id: '8' });
  });
});
