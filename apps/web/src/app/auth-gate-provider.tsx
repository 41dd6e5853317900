import { useMemo, type ReactNode } from 'react';
import { useRequireAuth } from '@/features/auth/hooks/use-require-auth';
import { useSession } from '@/features/auth/hooks/use-session';
import { AuthGateContext } from '@/lib/auth-gate';

/** Hands the session and the sign-in guard to features that must not import the auth feature. */
export function AuthGateProvider({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const requireAuth = useRequireAuth();
  const gate = useMemo(() => ({ isSignedIn, requireAuth }), [isSignedIn, requireAuth]);
  return <AuthGateContext.Provider value={gate}>{children}</AuthGateContext.Provider>;
}
