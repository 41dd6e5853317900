import { useEffect, useRef, useState } from 'react';
import type { TSlotSpin } from '../../model/outcomes';
import { slotTimeline, type TSpinStep } from './slot-timeline';

export type TSlotPhase = 'spinning' | 'showing' | 'banner';

export interface TSlotShow {
  roundKey: string;
  /** Which spin of the round is on screen: 0 the base spin, then the free spins. */
  index: number;
  phase: TSlotPhase;
  /** The grid the reels spin away from. */
  from: readonly (readonly string[])[];
  step: TSpinStep | null;
}

/**
 * Plays a slot round's spins on a schedule: reels spin and stop, wins light up, the free-spins
 * banner shows, the free spins follow. In turbo the last spin shows at once.
 */
export function useSlotShow(idleGrid: readonly (readonly string[])[]) {
  const [show, setShow] = useState<TSlotShow | null>(null);
  const [spins, setSpins] = useState<readonly TSlotSpin[]>([]);
  const timers = useRef<number[]>([]);
  const clear = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  };
  useEffect(() => clear, []);

  const current = show ? spins[show.index] : undefined;
  const grid = current?.grid ?? idleGrid;

  function run(roundKey: string, next: readonly TSlotSpin[], reels: number, turbo: boolean) {
    clear();
    setSpins(next);
    const last = next.length - 1;
    if (turbo) {
      setShow({ roundKey, index: last, phase: 'showing', from: grid, step: null });
      return;
    }
    const { steps, banner } = slotTimeline(next, reels);
    const at = (time: number, update: () => void) =>
      timers.current.push(window.setTimeout(update, time));
    steps.forEach((step, index) => {
      const from = index === 0 ? grid : (next[index - 1]?.grid ?? grid);
      at(step.start, () => setShow({ roundKey, index, phase: 'spinning', from, step }));
      at(step.stopped, () => setShow({ roundKey, index, phase: 'showing', from, step }));
    });
    if (banner !== null) {
      at(banner, () =>
        setShow((previous) => (previous ? { ...previous, phase: 'banner' } : previous)),
      );
    }
  }

  return { show, spins, current, grid, run };
}
