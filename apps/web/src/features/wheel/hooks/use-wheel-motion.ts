import { useCallback, useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { landedIndexAt, rotationToLand } from '../utils/wheel-geometry';
import {
  angleAt,
  decelerationTo,
  REDUCED_SPIN_TIMING,
  SPIN_TIMING,
  type TWheelMotion,
} from '../utils/wheel-motion';
import { playWheelChime, primeWheelSound } from '../utils/wheel-sound';

/** idle: resting (turning a little now and then); spinning: fast; landing: slowing onto a prize. */
export type TWheelPhase = 'idle' | 'spinning' | 'landing' | 'landed';

const now = () => performance.now();

/**
 * Drives the wheel (spec 4 "Wheel"): `start` begins the fast spin at once; `land` takes the
 * displayed segment the prize is on (of `count`) and, once the fast phase has run its 4 s, decelerates onto it; then
 * the pointer bounces (`phase` 'landed'), the chime plays and `onComplete` runs 500 ms later.
 * The timers decide what happens; animation frames only paint the angle.
 */
export function useWheelMotion({ muted }: { muted: boolean }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const timing = reducedMotion ? REDUCED_SPIN_TIMING : SPIN_TIMING;
  const rotorRef = useRef<SVGGElement>(null);
  const motion = useRef<TWheelMotion>({ kind: 'still', angle: 0 });
  const fastUntil = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const frame = useRef<number | null>(null);
  const [phase, setPhase] = useState<TWheelPhase>('idle');
  const [landedIndex, setLandedIndex] = useState<number | null>(null);
  const mutedRef = useRef(muted);
  useEffect(() => {
    mutedRef.current = muted;
  }, [muted]);

  const paint = useCallback(() => {
    const rotor = rotorRef.current;
    // An SVG transform turns the rotor about the wheel's centre, the viewBox origin.
    rotor?.setAttribute('transform', `rotate(${angleAt(motion.current, now()).toFixed(3)})`);
  }, []);

  const animate = useCallback(() => {
    if (frame.current !== null || typeof requestAnimationFrame !== 'function') return;
    const step = () => {
      paint();
      frame.current = motion.current.kind === 'still' ? null : requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
  }, [paint]);

  const later = useCallback((run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);

  /** Ends `ending` at `angle`, unless another motion has replaced it meanwhile. */
  const stopAt = useCallback(
    (ending: TWheelMotion, angle: number) => {
      if (motion.current !== ending) return;
      motion.current = { kind: 'still', angle };
      paint();
    },
    [paint],
  );

  const start = useCallback(() => {
    primeWheelSound();
    const at = now();
    motion.current = {
      kind: 'linear',
      startedAt: at,
      from: angleAt(motion.current, at),
      speed: timing.speed,
    };
    fastUntil.current = at + timing.fastMs;
    setLandedIndex(null);
    setPhase('spinning');
    animate();
  }, [animate, timing]);

  const land = useCallback(
    ({ index, count }: { index: number; count: number }, onComplete: () => void) => {
      const decelerate = () => {
        const at = now();
        const from = angleAt(motion.current, at);
        // A little off the segment's centre, so every landing does not look the same.
        const offset = (Math.random() - 0.5) * 0.6;
        const to = rotationToLand(from, index, count, timing.minLandingTravel, offset);
        const landing = decelerationTo(from, to, timing.speed, at);
        motion.current = landing;
        setPhase('landing');
        animate();
        later(() => {
          stopAt(landing, to);
          setLandedIndex(landedIndexAt(to, count));
          setPhase('landed');
          if (!mutedRef.current) playWheelChime();
          later(onComplete, timing.callbackDelayMs);
        }, landing.duration);
      };
      later(decelerate, Math.max(0, fastUntil.current - now()));
    },
    [animate, later, stopAt, timing],
  );

  /** The spin failed: slow down wherever the wheel is and rest. */
  const abort = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current.clear();
    const at = now();
    const from = angleAt(motion.current, at);
    const slowing = decelerationTo(from, from + 180, timing.speed, at);
    motion.current = slowing;
    animate();
    later(() => stopAt(slowing, from + 180), slowing.duration);
    setPhase('idle');
  }, [animate, later, stopAt, timing]);

  // The resting wheel turns a little every 40 s (not with reduced motion: it is decoration).
  useEffect(() => {
    if (phase !== 'idle' || reducedMotion) return;
    const timer = setInterval(() => {
      if (motion.current.kind !== 'still') return;
      const at = now();
      const from = motion.current.angle;
      const to = from + timing.idleTurn;
      const turn: TWheelMotion = {
        kind: 'ease',
        startedAt: at,
        from,
        to,
        duration: timing.idleTurnMs,
        easing: 'in-out',
      };
      motion.current = turn;
      animate();
      later(() => stopAt(turn, to), timing.idleTurnMs);
    }, timing.idleEveryMs);
    return () => clearInterval(timer);
  }, [animate, later, phase, reducedMotion, stopAt, timing]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, []);

  return { rotorRef, phase, landedIndex, start, land, abort };
}
