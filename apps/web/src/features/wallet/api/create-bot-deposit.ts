import { cryptoEndpoints, type TBotPayProvider } from '@aurum/contracts/wallet';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface TBotDepositRequest {
  provider: TBotPayProvider;
  currency: string;
  amount: string;
}

/** Telegram build: an invoice to pay in a chat bot; the balance moves when the bot is paid. */
export function createBotDeposit(body: TBotDepositRequest) {
  return apiRequest(cryptoEndpoints.botDeposit, { body });
}

export function useCreateBotDeposit() {
  return useMutation({ mutationFn: createBotDeposit });
}
