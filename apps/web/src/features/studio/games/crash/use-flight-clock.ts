import type { TCrashRound } from '@aurum/contracts/crash';
import { crashMsAt, crashMultiplierAt } from '@aurum/games';
import { useEffect, useState, type RefObject } from 'react';

export interface TFlightClock {
  /** Milliseconds since the round's start on the server's clock (0 before it). */
  elapsed: number;
  multiplier: number;
  /** Milliseconds until the betting ends, on the server's clock. */
  untilStart: number;
}

/**
 * Redraws every animation frame while the round takes bets or flies: every client computes the
 * multiplier the same way from the round's start instant and its clock offset. A crashed round
 * stays at its crash point.
 */
export function useFlightClock(round: TCrashRound | null, offset: RefObject<number>): TFlightClock {
  const [now, setNow] = useState(() => Date.now());
  const live = round !== null && round.status !== 'crashed';
  useEffect(() => {
    if (!live) return;
    let frame = 0;
    const draw = () => {
      setNow(Date.now());
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [live]);

  const server = now + offset.current;
  if (!round) return { elapsed: 0, multiplier: 100, untilStart: 0 };
  if (round.status === 'crashed' && round.crashPoint !== null) {
    return { elapsed: crashMsAt(round.crashPoint), multiplier: round.crashPoint, untilStart: 0 };
  }
  const startedAt = new Date(round.startedAt ?? round.bettingEndsAt).getTime();
  const elapsed = Math.max(0, server - startedAt);
  return {
    elapsed: round.status === 'running' ? elapsed : 0,
    multiplier: round.status === 'running' ? crashMultiplierAt(elapsed) : 100,
    untilStart: Math.max(0, new Date(round.bettingEndsAt).getTime() - server),
  };
}
