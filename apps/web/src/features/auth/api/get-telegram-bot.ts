import { authEndpoints } from '@aurum/contracts/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The bot the mini-app was opened from; 404 `invalid_bot` (its screen) for an unknown one. */
export function getTelegramBot(botId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(authEndpoints.telegramBot, { params: { id: botId }, signal });
}

export function getTelegramBotQueryOptions(botId: string) {
  return queryOptions({
    queryKey: ['telegram-bots', botId],
    queryFn: ({ signal }) => getTelegramBot(botId, { signal }),
    staleTime: Infinity,
  });
}
