import { useCallback, useEffect, useRef, useState } from 'react';
import { authModalStore } from '@/features/auth/hooks/use-auth-modal';
import { useSession } from '@/features/auth/hooks/use-session';
import { walletModalStore } from '@/lib/wallet-modal';

/**
 * The `cashier` deep link (spec 4). Returns what the start-up calls when its start parameter
 * asks for the cashier: once the player is known to be signed in (by the start-up's sign-in or
 * an earlier session) the wallet opens on its deposit tab; a visitor gets the sign-in step, as
 * the wallet asks of anyone (spec 2).
 */
export function useCashierLink(): () => void {
  const { status } = useSession();
  const requested = useRef(false);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (!requested.current || status === 'loading') return;
    requested.current = false;
    if (status === 'signed-in') walletModalStore.open('deposit');
    else authModalStore.open('login');
  }, [requests, status]);
  return useCallback(() => {
    requested.current = true;
    setRequests((count) => count + 1);
  }, []);
}
