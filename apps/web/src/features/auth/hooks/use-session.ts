import type { TMe } from '@aurum/contracts/me';
import { useMe } from '../api/get-me';

export type TSessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface TSession {
  status: TSessionStatus;
  me: TMe | null;
  isSignedIn: boolean;
}

/**
 * Who is using the app. A current-user call that failed (server down, region, ban) reads as
 * signed out; its screen is shown by the central error handling.
 */
export function useSession(): TSession {
  const { data, isPending } = useMe();
  const me = data ?? null;
  const status: TSessionStatus = isPending ? 'loading' : me ? 'signed-in' : 'signed-out';
  return { status, me, isSignedIn: me !== null };
}
