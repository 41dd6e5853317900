import { studioEndpoints, type TStudioAction } from '@aurum/contracts/studio';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface TActRound {
  sessionId: string;
  roundId: string;
  action: TStudioAction;
}

/** One step of a multi-step round: open a mines tile or cash out. */
export function actRound({ sessionId, roundId, action }: TActRound) {
  return apiRequest(studioEndpoints.act, { params: { sessionId, roundId }, body: action });
}

export function useActRound() {
  return useMutation({ mutationFn: actRound });
}
