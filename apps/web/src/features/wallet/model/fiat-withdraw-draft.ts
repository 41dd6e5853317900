import { createViewStore, useViewStore } from '@/lib/create-view-store';
import type { TPaymentFieldKind } from '../utils/payment-fields';
import { onLeaveWithdraw } from './wallet-views';

/** Detail values keyed by field kind, only those the player gave (spec 3 "Fiat withdraw draft"). */
export type TPaymentDetails = Partial<Record<TPaymentFieldKind, string>>;

/** The fiat withdraw draft of the spec (section 3): what the confirm step will send. */
export interface TFiatWithdrawDraft {
  /** A decimal string in the method's currency, the fee not included. */
  amount: string;
  /** The method's id. */
  bankId: string;
  /** The receiving bank, for methods that pay out through several. */
  subbankId: string | null;
  details: TPaymentDetails;
}

/**
 * The submitted fiat withdraw form, kept until it is sent or given up: the confirm modal shows
 * while there is one. Leaving the withdraw form or closing the wallet clears it.
 */
export const fiatWithdrawDraftStore = createViewStore<TFiatWithdrawDraft>();

onLeaveWithdraw(() => fiatWithdrawDraftStore.close());

export function useFiatWithdrawDraft() {
  const { view, open, close } = useViewStore(fiatWithdrawDraftStore);
  return { draft: view, save: open, clear: close };
}
