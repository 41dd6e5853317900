import { authEndpoints, type TTelegramAuthBody } from '@aurum/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useApplySession } from '../hooks/use-apply-session';

/** Signs in with the mini-app's init data, which the server verifies with the bot's token. */
export function telegramSignIn(body: TTelegramAuthBody) {
  return apiRequest(authEndpoints.telegram, { body });
}

export function useTelegramSignIn() {
  const applySession = useApplySession();
  return useMutation({ mutationFn: telegramSignIn, onSuccess: applySession });
}
