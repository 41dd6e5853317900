import type { TBotPayProvider } from '@aurum/contracts/wallet';
import { createViewStore, useViewStore } from '@/lib/create-view-store';
import { walletModalStore, walletPendingStore } from '@/lib/wallet-modal';
import { paymentCurrencyStore } from './payment-currency';

/**
 * The wallet's inner views (spec 2 "Wallet views"). `null` shows the tabs. The pending view is
 * `walletPendingStore` (a settled payment closes it from the realtime feed). Wager and
 * personal-data are short modals over the withdraw form, so they are not views here.
 */
export type TWalletView =
  | { name: 'crypto-deposit'; code: string }
  /** A Toncoin-network method's deposit sent from the player's own wallet (TON Connect). */
  | { name: 'crypto-deposit-ton'; code: string }
  /** `provider`: the Telegram build's form starts on sending to that chat-bot provider. */
  | { name: 'crypto-withdraw'; code: string; provider?: TBotPayProvider }
  /** Telegram build: a deposit paid in a chat bot (Crypto Bot, or xRocket's Telegram wallet). */
  | { name: 'crypto-bot-deposit' }
  | { name: 'x-rocket' }
  | { name: 'withdraw-disabled'; code: string }
  /** `methodId`: a fiat deposit's method, which "retry" reopens. */
  | { name: 'error'; type: 'deposit' | 'withdraw'; methodId?: string }
  | { name: 'fiat-deposit'; methodId: string }
  | { name: 'fiat-deposit-additional-details'; methodId: string; amount: string }
  /** `step`: the bank details with the countdown, or the proof of payment. */
  | { name: 'fiat-deposit-details'; orderId: string; step: 'waiting' | 'submit' }
  | { name: 'fiat-withdraw'; methodId: string }
  | { name: 'open-dispute'; orderId: string };

export const walletViewStore = createViewStore<TWalletView>();

/** Called when a withdraw form is left: the stored draft is cleared (set by the withdraw flow). */
const leaveWithdrawListeners = new Set<() => void>();
export function onLeaveWithdraw(listener: () => void): () => void {
  leaveWithdrawListeners.add(listener);
  return () => leaveWithdrawListeners.delete(listener);
}

function isWithdrawView(view: TWalletView | null): boolean {
  return (
    view?.name === 'crypto-withdraw' ||
    view?.name === 'fiat-withdraw' ||
    view?.name === 'withdraw-disabled'
  );
}

export const walletNavigation = {
  openView(view: TWalletView) {
    walletPendingStore.close();
    walletViewStore.open(view);
  },
  /** Shows a tab; leaving a withdraw view clears its draft. */
  showTab(tab: 'deposit' | 'withdraw' | 'history') {
    if (isWithdrawView(walletViewStore.getView())) leaveWithdrawListeners.forEach((fn) => fn());
    walletPendingStore.close();
    walletViewStore.close();
    walletModalStore.open(tab);
  },
  /**
   * Back, as the spec lists it: additional details go to their fiat-deposit form, the proof
   * step to the waiting step, open-dispute to history, crypto-deposit-ton to its method's
   * crypto-deposit; other deposit views and the deposit
   * error go to the deposit tab; withdraw views, withdraw-disabled and the withdraw error go to
   * the withdraw tab. A waiting-state deposit details view has no back (the modal hides it).
   */
  back() {
    const view = walletViewStore.getView();
    if (!view) return;
    switch (view.name) {
      case 'fiat-deposit-additional-details':
        return this.openView({ name: 'fiat-deposit', methodId: view.methodId });
      case 'fiat-deposit-details':
        if (view.step === 'submit') return this.openView({ ...view, step: 'waiting' });
        return this.showTab('deposit');
      case 'open-dispute':
        return this.showTab('history');
      case 'crypto-deposit-ton':
        return this.openView({ name: 'crypto-deposit', code: view.code });
      case 'crypto-deposit':
      case 'crypto-bot-deposit':
      case 'x-rocket':
      case 'fiat-deposit':
        return this.showTab('deposit');
      case 'error':
        return this.showTab(view.type === 'deposit' ? 'deposit' : 'withdraw');
      default:
        return this.showTab('withdraw');
    }
  },
  /** The wallet closed: the next opening starts on a tab, in the display currency. */
  reset() {
    if (isWithdrawView(walletViewStore.getView())) leaveWithdrawListeners.forEach((fn) => fn());
    walletViewStore.close();
    walletPendingStore.close();
    paymentCurrencyStore.close();
  },
};

export function useWalletView() {
  return useViewStore(walletViewStore).view;
}
