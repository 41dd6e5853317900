import { crashEndpoints } from '@aurum/contracts/crash';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Cashes the running bet out at the multiplier the server reads on arrival. */
export function cashOutCrash({ sessionId }: { sessionId: string }) {
  return apiRequest(crashEndpoints.cashout, { params: { sessionId } });
}

export function useCashOutCrash() {
  return useMutation({ mutationFn: cashOutCrash });
}
