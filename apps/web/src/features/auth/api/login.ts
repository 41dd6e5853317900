import { authEndpoints, type TLoginBody } from '@aurum/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useApplySession } from '../hooks/use-apply-session';

export function login(body: TLoginBody) {
  return apiRequest(authEndpoints.login, { body });
}

export function useLogin() {
  const applySession = useApplySession();
  return useMutation({ mutationFn: login, onSuccess: applySession });
}
