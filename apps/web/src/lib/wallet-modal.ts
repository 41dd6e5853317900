import { createViewStore, useViewStore } from './create-view-store';

export const WALLET_TABS = ['deposit', 'withdraw', 'history'] as const;
export type TWalletTab = (typeof WALLET_TABS)[number];

/**
 * Which wallet tab is open. Shared by the header, the tab bar and the offers that send a player
 * to the cashier, so it lives here rather than in one feature. Visitors never open it: callers
 * go through the sign-in guard first.
 */
export const walletModalStore = createViewStore<TWalletTab>();

export function useWalletModal() {
  const { view, open, close } = useViewStore(walletModalStore);
  return { tab: view, isOpen: view !== null, open, close };
}

/** What a pending view waits for (spec 2 "Wallet views": pending of a deposit, withdraw or dispute). */
export type TWalletPending = 'deposit' | 'withdraw' | 'dispute';

/**
 * The wallet's pending view: the payment flows open it after a submit; a payment that settles
 * (a completed realtime transaction event) closes it. No flow opens it yet.
 */
export const walletPendingStore = createViewStore<TWalletPending>();

export function useWalletPending() {
  const { view, open, close } = useViewStore(walletPendingStore);
  return { pending: view, open, close };
}
