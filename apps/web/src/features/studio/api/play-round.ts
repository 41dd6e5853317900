import { studioEndpoints } from '@aurum/contracts/studio';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface TPlayRound {
  sessionId: string;
  /** Integer minor units. */
  bet: bigint;
  params: Record<string, unknown>;
  /** A free spin: the studio plays it at the free round's own stake. */
  freeRoundId?: string;
}

/** Places a bet: the studio takes it, decides the round and pays a win in one call. */
export function playRound({ sessionId, bet, params, freeRoundId }: TPlayRound) {
  return apiRequest(studioEndpoints.play, {
    params: { sessionId },
    body: { bet: bet.toString(), params, ...(freeRoundId ? { freeRoundId } : {}) },
  });
}

export function usePlayRound() {
  return useMutation({ mutationFn: playRound });
}
