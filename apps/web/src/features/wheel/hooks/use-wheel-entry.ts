import { useQuery } from '@tanstack/react-query';
import { getWheelUserQueryOptions } from '../api/get-wheel-user';
import type { TWheelView } from './use-wheel-modal';

/**
 * Whether the header and the tab bar offer the wheel (spec 2): always to a visitor (the
 * teaser), to a player while today's spin is available; otherwise they show bonuses.
 */
export function useWheelEntry(session: 'loading' | 'signed-in' | 'signed-out'): {
  show: boolean;
  view: TWheelView;
} {
  const signedIn = session === 'signed-in';
  const wheelUser = useQuery({ ...getWheelUserQueryOptions(), enabled: signedIn });
  return {
    show: session === 'signed-out' || (signedIn && wheelUser.data?.isAvailable === true),
    view: signedIn ? 'wheel' : 'teaser',
  };
}
