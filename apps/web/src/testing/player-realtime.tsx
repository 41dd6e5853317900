import type { ReactNode } from 'react';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { fakeAuthGate } from './auth-gate';

/**
 * Providers for a feature that listens to player 42's private channels: the auth gate (signed
 * in or a visitor) around the app's realtime provider with player 42's identity.
 */
export function playerRealtimeProviders(isSignedIn = true) {
  const gate = fakeAuthGate(isSignedIn);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <gate.Wrapper>
        <RealtimeProvider
          identity={{ playerId: '42', token: 'token-42' }}
          refreshIdentity={() => Promise.resolve(null)}
        >
          {children}
        </RealtimeProvider>
      </gate.Wrapper>
    );
  }
  return { gate, Providers };
}
