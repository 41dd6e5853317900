import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AuthGateContext, type TAuthGate } from '@/lib/auth-gate';

/**
 * A stand-in for the app's auth gate: a signed-in player runs guarded actions, a visitor's
 * `requireAuth` only records that sign-in was asked for.
 */
export function fakeAuthGate(isSignedIn: boolean) {
  const requireAuth = vi.fn<TAuthGate['requireAuth']>((action) => {
    if (isSignedIn) action();
  });
  const gate: TAuthGate = { isSignedIn, requireAuth };
  function Wrapper({ children }: { children: ReactNode }) {
    return <AuthGateContext.Provider value={gate}>{children}</AuthGateContext.Provider>;
  }
  return { requireAuth, Wrapper };
}
