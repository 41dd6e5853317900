import { authEndpoints, type TRegisterBody } from '@aurum/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useApplySession } from '../hooks/use-apply-session';

export function register(body: TRegisterBody) {
  return apiRequest(authEndpoints.register, { body });
}

export function useRegister() {
  const applySession = useApplySession();
  return useMutation({ mutationFn: register, onSuccess: applySession });
}
