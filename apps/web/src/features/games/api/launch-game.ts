import { gameEndpoints } from '@aurum/contracts/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_SCOPED_META } from '@/lib/query-meta';
import { getLastGamesQueryOptions } from './get-last-games';

export interface TLaunchGame {
  gameId: number;
  /** Play money (visitors too) or the player's real balance. */
  demo: boolean;
}

/** Opens a game session; answers the URL of the game client to show in the frame. */
export function launchGame({ gameId, demo, signal }: TLaunchGame & { signal?: AbortSignal }) {
  return apiRequest(gameEndpoints.launch, { params: { id: gameId }, body: { demo }, signal });
}

/**
 * A session per visit and mode: kept while the page shows it (never refetched behind the
 * player's back), dropped as soon as the page goes, so coming back opens a fresh one. A
 * launched game moves to the top of the player's recently played games.
 */
export function launchGameQueryOptions({ gameId, demo }: TLaunchGame) {
  return queryOptions({
    queryKey: ['games', 'session', gameId, { demo }],
    queryFn: async ({ signal, client }) => {
      const session = await launchGame({ gameId, demo, signal });
      void client.invalidateQueries({ queryKey: getLastGamesQueryOptions().queryKey });
      return session;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    meta: USER_SCOPED_META,
  });
}

export function useLaunchGame(launch: TLaunchGame, { enabled }: { enabled: boolean }) {
  return useQuery({ ...launchGameQueryOptions(launch), enabled });
}
