import './buffer-global';
import { beginCell, storeStateInit } from '@ton/core';
import { env } from '@/config/env';

/**
 * The sandbox wallet: a TON Connect wallet injected into the page (the JS bridge protocol,
 * `window[jsBridgeKey].tonconnect`) that sends what it is asked to the sandbox chain, which
 * plays the player's wallet. Offered only when the server's TON config allows it (never in
 * production), so a person in the dev app and the browser journeys deposit without a real wallet.
 */
export const SANDBOX_WALLET_KEY = 'aurumSandboxWallet';
const ADDRESS_STORAGE_KEY = 'aurum.tonSandboxWallet';
const CONNECTED_STORAGE_KEY = 'aurum.tonSandboxWallet.connected';
const PROTOCOL_VERSION = 2;
/** TON Connect's sendTransaction errors: unknown, bad request. */
const UNKNOWN_ERROR = 0;
const BAD_REQUEST = 1;

const ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0098EA"/><path d="M20 22h24L32 46z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/><path d="M32 22v24" stroke="#fff" stroke-width="4"/></svg>',
  );

const deviceInfo = {
  platform: 'browser' as const,
  appName: 'aurum-sandbox',
  appVersion: '1.0.0',
  maxProtocolVersion: PROTOCOL_VERSION,
  features: ['SendTransaction', { name: 'SendTransaction' as const, maxMessages: 4 }],
};

/** How TON Connect UI lists it (walletsListConfiguration.includeWallets). */
export const sandboxWalletInfo = {
  appName: deviceInfo.appName,
  name: 'Sandbox wallet',
  imageUrl: ICON,
  aboutUrl: 'https://ton.org/wallets',
  jsBridgeKey: SANDBOX_WALLET_KEY,
  platforms: ['chrome', 'firefox', 'safari', 'ios', 'android', 'macos', 'windows', 'linux'] as (
    'chrome' | 'firefox' | 'safari' | 'ios' | 'android' | 'macos' | 'windows' | 'linux'
  )[],
};

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage off: the wallet lives as long as the page.
  }
}

/** This browser's sandbox wallet address (raw form), made once and kept. */
export function sandboxWalletAddress(): string {
  const stored = readStorage(ADDRESS_STORAGE_KEY);
  if (stored && /^0:[0-9a-f]{64}$/.test(stored)) return stored;
  const address = `0:${randomHex(32)}`;
  writeStorage(ADDRESS_STORAGE_KEY, address);
  return address;
}

const emptyStateInit = () =>
  beginCell()
    .store(storeStateInit({ code: beginCell().endCell(), data: beginCell().endCell() }))
    .endCell()
    .toBoc()
    .toString('base64');

interface TRpcRequest {
  method: string;
  params: string[];
  id: string;
}

/** A sendTransaction's JSON as the wallet receives it (snake case validity). */
interface TWireTransaction {
  valid_until?: number | string;
  network?: string;
  from?: string;
  messages: { address: string; amount: string; payload?: string }[];
}

let eventId = 0;

function createBridge(network: string, sendUrl: (address: string) => string) {
  const listeners = new Set<(event: unknown) => void>();
  const connectEvent = () => ({
    event: 'connect',
    id: ++eventId,
    payload: {
      items: [
        {
          name: 'ton_addr',
          address: sandboxWalletAddress(),
          network,
          publicKey: randomHex(32),
          walletStateInit: emptyStateInit(),
        },
      ],
      device: deviceInfo,
    },
  });

  async function sendTransaction(request: TRpcRequest) {
    let wire: TWireTransaction;
    try {
      wire = JSON.parse(request.params[0] ?? '') as TWireTransaction;
    } catch {
      return { error: { code: BAD_REQUEST, message: 'Bad request' }, id: request.id };
    }
    const address = sandboxWalletAddress();
    const response = await fetch(sendUrl(address), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        validUntil: Number(wire.valid_until),
        network: wire.network ?? network,
        from: wire.from ?? address,
        messages: wire.messages.map(({ address: to, amount, payload }) => ({
          address: to,
          amount,
          payload,
        })),
      }),
    }).catch(() => null);
    const answer = response?.ok ? ((await response.json()) as { boc?: string }) : null;
    if (!answer?.boc) {
      // The chain refused it (expired, not enough funds): the wallet could not send it.
      return {
        error: { code: UNKNOWN_ERROR, message: 'Refused by the sandbox chain' },
        id: request.id,
      };
    }
    return { result: answer.boc, id: request.id };
  }

  return {
    tonconnect: {
      deviceInfo,
      walletInfo: {
        name: sandboxWalletInfo.name,
        app_name: sandboxWalletInfo.appName,
        image: sandboxWalletInfo.imageUrl,
        about_url: sandboxWalletInfo.aboutUrl,
        platforms: sandboxWalletInfo.platforms,
      },
      protocolVersion: PROTOCOL_VERSION,
      // As a wallet whose own browser shows the app: TON Connect UI connects to it at once (a
      // phone-width modal would only offer links to wallet apps, which the sandbox has none of).
      isWalletBrowser: true,
      connect(protocolVersion: number) {
        if (protocolVersion > PROTOCOL_VERSION) {
          return Promise.resolve({
            event: 'connect_error',
            id: ++eventId,
            payload: { code: BAD_REQUEST, message: 'Unsupported protocol version' },
          });
        }
        writeStorage(CONNECTED_STORAGE_KEY, '1');
        return Promise.resolve(connectEvent());
      },
      restoreConnection() {
        if (readStorage(CONNECTED_STORAGE_KEY) === '1') return Promise.resolve(connectEvent());
        return Promise.resolve({
          event: 'connect_error',
          id: ++eventId,
          payload: { code: 0, message: 'Not connected' },
        });
      },
      send(request: TRpcRequest) {
        if (request.method === 'sendTransaction') return sendTransaction(request);
        if (request.method === 'disconnect') {
          writeStorage(CONNECTED_STORAGE_KEY, null);
          return Promise.resolve({ result: {}, id: request.id });
        }
        return Promise.resolve({
          error: { code: 400, message: 'Method not supported' },
          id: request.id,
        });
      },
      listen(callback: (event: unknown) => void) {
        listeners.add(callback);
        return () => listeners.delete(callback);
      },
      disconnect() {
        writeStorage(CONNECTED_STORAGE_KEY, null);
      },
    },
  };
}

/**
 * Puts the sandbox wallet on the page (once) for that network: TON Connect finds it by its key.
 * Its transactions go to the sandbox chain's wallet route on this platform's API.
 */
export function installSandboxWallet(network: string): void {
  const host = window as unknown as Record<string, unknown>;
  if (host[SANDBOX_WALLET_KEY]) return;
  host[SANDBOX_WALLET_KEY] = createBridge(
    network,
    (address) => `${env.apiBaseUrl}/api/sandbox/ton/wallets/${encodeURIComponent(address)}/send`,
  );
}
