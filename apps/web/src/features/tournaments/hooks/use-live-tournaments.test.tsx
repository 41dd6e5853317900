import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryWrapper } from '@/testing/query-wrapper';
import { currentSocket } from '@/testing/fake-socket';
import { playerRealtimeProviders } from '@/testing/player-realtime';
import { aPosition, aTournamentDetail, TOURNAMENT_ID } from '@/testing/tournament-fixtures';
import { getTournamentQueryOptions } from '../api/get-tournament';
import { LEADERBOARD_REFETCH_MS, useLiveTournaments } from './use-live-tournaments';

afterEach(() => {
  vi.useRealTimers();
});

/** The hook of player 42 over a cache holding the tournament's detail; refetches are counted. */
function renderLive() {
  const { queryClient, Wrapper: QueryWrapper } = createQueryWrapper();
  const { queryKey } = getTournamentQueryOptions(TOURNAMENT_ID);
  queryClient.setQueryData(queryKey, aTournamentDetail());
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const { Providers } = playerRealtimeProviders();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryWrapper>
        <Providers>{children}</Providers>
      </QueryWrapper>
    );
  }
  renderHook(() => useLiveTournaments('42'), { wrapper: Wrapper });
  const socket = currentSocket();
  act(() => socket.acceptConnection());
  return {
    placeNow: () => queryClient.getQueryData(queryKey)?.me?.place,
    refetches: () => invalidate.mock.calls.length,
    publish: (place: number) => act(() => socket.publish('tournaments#42', aPosition({ place }))),
  };
}

describe('live tournament standings', () => {
  it('writes each push at once and asks for the leaderboard at most once per window', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { placeNow, refetches, publish } = renderLive();

    publish(2);
    expect(placeNow()).toBe(2);
    expect(refetches()).toBe(1);

    publish(1);
    publish(2);
    expect(placeNow()).toBe(2);
    expect(refetches()).toBe(1);

    act(() => {
      vi.advanceTimersByTime(LEADERBOARD_REFETCH_MS - 1);
    });
    expect(refetches()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // The pushes inside the window lead to one more refetch at its end, not one each.
    expect(refetches()).toBe(2);
    act(() => {
      vi.advanceTimersByTime(LEADERBOARD_REFETCH_MS * 3);
    });
    expect(refetches()).toBe(2);
  });
});
