import { crashEndpoints } from '@aurum/contracts/crash';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface TPlaceCrashBet {
  sessionId: string;
  /** Integer minor units. */
  bet: bigint;
  /** Hundredths; omitted for none. */
  autoCashout?: number;
}

/** A bet in the crash round that is taking bets. */
export function placeCrashBet({ sessionId, bet, autoCashout }: TPlaceCrashBet) {
  return apiRequest(crashEndpoints.bet, {
    params: { sessionId },
    body: { bet: bet.toString(), ...(autoCashout === undefined ? {} : { autoCashout }) },
  });
}

export function usePlaceCrashBet() {
  return useMutation({ mutationFn: placeCrashBet });
}
