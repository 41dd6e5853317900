import { wheelEndpoints } from '@aurum/contracts/wheel';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The server draws the prize; the answer names the segment the wheel must stop on. */
export function spinWheel() {
  return apiRequest(wheelEndpoints.spin);
}

/**
 * One spin. Nothing is refetched on success: the result shows first, and closing the modal
 * refreshes `wheelUser` (spec 4). Errors render in the modal.
 */
export function useSpinWheel() {
  return useMutation({ mutationFn: spinWheel });
}
