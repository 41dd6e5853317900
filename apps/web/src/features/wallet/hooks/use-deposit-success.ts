import type { TTransaction } from '@aurum/contracts/wallet';
import { createViewStore, useViewStore } from '@/lib/create-view-store';

/** The completed deposit the deposit-success modal celebrates, if one is showing. */
export const depositSuccessStore = createViewStore<TTransaction>();

export function useDepositSuccess() {
  const { view, close } = useViewStore(depositSuccessStore);
  return { deposit: view, isOpen: view !== null, close };
}
