import type { TBilling } from '@aurum/contracts/me';
import { useEffect, useEffectEvent, useState } from 'react';
import { countdownStart, forgetCountdown, isOfferWanted, msUntilOffer } from '../utils/timed-offer';

type TPhase = 'waiting' | 'due' | 'open' | 'closed';

interface TTimedOfferInput {
  billing: TBilling | undefined;
  /** Another modal or screen is up: a due offer waits for it to close. */
  blocked: boolean;
  /** Runs once, when the offer opens. */
  onShown: () => void;
}

/**
 * The first-deposit offer's clock: when the server wants it, a ten-minute countdown (kept per
 * tab) runs; at zero the offer opens once, as soon as nothing else is in the way.
 */
export function useTimedOffer({ billing, blocked, onShown }: TTimedOfferInput) {
  const [phase, setPhase] = useState<TPhase>('waiting');
  if (phase === 'due' && !blocked) setPhase('open');

  useEffect(() => {
    if (!billing || !isOfferWanted(billing, Date.now())) return;
    const now = Date.now();
    const timer = setTimeout(
      () => setPhase((current) => (current === 'waiting' ? 'due' : current)),
      msUntilOffer(countdownStart(now), now),
    );
    return () => clearTimeout(timer);
  }, [billing]);

  const shown = useEffectEvent(onShown);
  useEffect(() => {
    if (phase !== 'open') return;
    forgetCountdown();
    shown();
  }, [phase]);

  return { isOpen: phase === 'open', close: () => setPhase('closed') };
}
