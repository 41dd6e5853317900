import { createContext, useContext } from 'react';

/**
 * Who is looking, as far as a feature needs to know: whether a player is signed in, and the
 * guard that runs a players-only action or asks a visitor to sign in. The app provides it from
 * the auth feature, so other features (a game tile's favourite heart) can use it without
 * importing that feature.
 */
export interface TAuthGate {
  isSignedIn: boolean;
  requireAuth: (action: () => void) => void;
}

const visitorGate: TAuthGate = { isSignedIn: false, requireAuth: () => undefined };

export const AuthGateContext = createContext<TAuthGate>(visitorGate);

export function useAuthGate(): TAuthGate {
  return useContext(AuthGateContext);
}
