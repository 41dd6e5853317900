import {
  UserRejectsError,
  useIsConnectionRestored,
  useTonConnectUI,
  useTonWallet,
} from '@tonconnect/ui-react';
import { useEffect } from 'react';
import { sandboxWalletInfo } from './sandbox-wallet';
import type { TTonTransaction } from './ton-transfer';

const OWNER_STORAGE_KEY = 'aurum.tonConnectOwner';

/** Why a wallet did not send: the player said no, or anything else. */
export class TonSendError extends Error {
  constructor(readonly reason: 'rejected' | 'failed') {
    super(reason);
  }
}

export interface TTonConnection {
  /** The stored connection was looked at (until then, connected or not is unknown). */
  restored: boolean;
  /** The connected wallet's raw address, or null. */
  address: string | null;
  connect: () => void;
  disconnect: () => void;
  /** Asks the wallet to sign and send; rejects with a TonSendError. */
  send: (transaction: TTonTransaction) => Promise<void>;
}

function readOwner(): string | null {
  try {
    return window.localStorage.getItem(OWNER_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeOwner(owner: string): void {
  try {
    window.localStorage.setItem(OWNER_STORAGE_KEY, owner);
  } catch {
    // Storage off: nothing carries over anyway.
  }
}

/**
 * The player's TON Connect wallet (the sandbox wallet where the server offers it). A connection made under another account (Telegram carries
 * a wallet connection over when the player switches accounts) is dropped, never reused.
 */
export function useTonConnection(playerId: string, sandboxWallet: boolean): TTonConnection {
  const [tonConnectUI] = useTonConnectUI();
  const wallet = useTonWallet();
  const restored = useIsConnectionRestored();
  const address = wallet?.account.address ?? null;

  useEffect(() => {
    if (!restored || !address) return;
    const owner = readOwner();
    if (owner !== null && owner !== playerId) void tonConnectUI.disconnect();
    else writeOwner(playerId);
  }, [restored, address, playerId, tonConnectUI]);

  const foreign = address !== null && readOwner() !== null && readOwner() !== playerId;
  return {
    restored,
    address: foreign ? null : address,
    connect: () => {
      writeOwner(playerId);
      // The sandbox wallet plays the wallet whose browser shows the app: it connects at once.
      if (sandboxWallet) void tonConnectUI.openSingleWalletModal(sandboxWalletInfo.appName);
      else void tonConnectUI.openModal();
    },
    disconnect: () => void tonConnectUI.disconnect(),
    send: async (transaction) => {
      try {
        await tonConnectUI.sendTransaction(transaction, { notifications: [] });
      } catch (error) {
        throw new TonSendError(error instanceof UserRejectsError ? 'rejected' : 'failed');
      }
    },
  };
}
