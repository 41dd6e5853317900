import { studioEndpoints } from '@aurum/contracts/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function getSession({ sessionId, signal }: { sessionId: string; signal?: AbortSignal }) {
  return apiRequest(studioEndpoints.session, { params: { sessionId }, signal });
}

/**
 * The session the game frame was opened with. It is fetched once: after that the client keeps
 * it current itself (balance, next nonce, open round) from every round it plays.
 */
export function getSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: ['studio', 'session', sessionId],
    queryFn: ({ signal }) => getSession({ sessionId, signal }),
    staleTime: Infinity,
  });
}

export function useSession(sessionId: string) {
  return useQuery(getSessionQueryOptions(sessionId));
}
