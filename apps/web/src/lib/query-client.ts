import { ErrorDetail } from '@aurum/contracts/http';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { blockingErrorStore, reportApiFailure, reportApiSuccess } from './blocking-error';
import { isSessionQuery } from './query-meta';

const MAX_RETRIES = 2;

/** 4xx answers will not change on retry; network and 5xx failures get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < MAX_RETRIES;
}

const isSessionExpiry = (error: unknown) =>
  isApiError(error) && error.status === 401 && error.detail === ErrorDetail.unauthorized;

/**
 * The one place API failures are looked at app-wide: bans, region restriction, an invalid bot
 * and an unstable connection open their screens; an expired session re-checks the current user.
 * Everything else is left to the component that made the call.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        reportApiFailure(error, Math.max(1, query.state.fetchFailureCount));
        if (isSessionExpiry(error) && !isSessionQuery(query)) expireSession();
      },
      onSuccess: (_data, query) => {
        reportApiSuccess();
        if (query.meta?.clearsRegionError) blockingErrorStore.clear('region');
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        reportApiFailure(error);
        if (isSessionExpiry(error)) expireSession();
      },
      onSuccess: () => reportApiSuccess(),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

  function expireSession() {
    void queryClient.invalidateQueries({ predicate: isSessionQuery });
  }
  return queryClient;
}
