import type { TBotPayProvider } from '@aurum/contracts/wallet';
import { createViewStore, useViewStore } from '@/lib/create-view-store';
import { onLeaveWithdraw } from './wallet-views';

/** The crypto withdraw draft of the spec (section 3): what the confirm step will send. */
export interface TCryptoWithdrawDraft {
  /** The method's code, e.g. USDTTRC20. */
  currency: string;
  /** Empty to a chat-bot provider (it pays the player's Telegram account). */
  address: string;
  /** A decimal string in the method's currency. */
  amount: string;
  memo: string | null;
  /** A chat-bot provider (Telegram build); `null`: a chain withdrawal. */
  provider: TBotPayProvider | null;
}

/**
 * The submitted withdraw form, kept until it is sent or given up: the confirm modal shows
 * while there is one. Leaving the withdraw form or closing the wallet clears it.
 */
export const withdrawDraftStore = createViewStore<TCryptoWithdrawDraft>();

onLeaveWithdraw(() => withdrawDraftStore.close());

export function useWithdrawDraft() {
  const { view, open, close } = useViewStore(withdrawDraftStore);
  return { draft: view, save: open, clear: close };
}
