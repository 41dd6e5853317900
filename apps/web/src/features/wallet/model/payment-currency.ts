import { createViewStore, useViewStore } from '@/lib/create-view-store';

/**
 * The currency the wallet's selector picked to pay in: view state of the wallet, which picks
 * the fiat methods offered. It never changes the account's display currency (the profile's
 * setting). Until the player picks one, the display currency is shown.
 */
export const paymentCurrencyStore = createViewStore<string>();

export function usePaymentCurrency(displayCurrency: string | undefined) {
  const { view, open } = useViewStore(paymentCurrencyStore);
  return { paymentCurrency: view ?? displayCurrency, choose: open };
}
