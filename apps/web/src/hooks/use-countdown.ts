import { useEffect, useState } from 'react';

const secondsLeft = (deadline: number | null) =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Whole seconds left until `deadline` (epoch ms), ticking every second; 0 once it has passed. */
export function useCountdown(deadline: number | null): number {
  const [, setTick] = useState(0);
  const left = secondsLeft(deadline);

  useEffect(() => {
    if (deadline === null || deadline <= Date.now()) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (deadline <= Date.now()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return left;
}
