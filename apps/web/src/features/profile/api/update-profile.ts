import { meEndpoints, type TUpdateProfileBody } from '@aurum/contracts/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';

export function updateProfile(body: TUpdateProfileBody) {
  return apiRequest(meEndpoints.updateProfile, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { queryKey } = getProfileQueryOptions();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(queryKey, profile),
    // A refused name change means the profile we show is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
