import { formatRational } from './rational';
import type { OutcomeSettlement } from './settlement';

/** A settlement in one short word for tables: `won`, `half_lost`, `dead_heat 1/3`. */
export function short(settlement: OutcomeSettlement | undefined): string {
  if (settlement === undefined) return 'missing';
  return settlement.result === 'dead_heat'
    ? `dead_heat ${formatRational(settlement.deadHeatFactor)}`
    : settlement.result;
}

/** A final scoreboard from `home:away` and optional periods (`'13:7'` each). */
export function board(score: string, ...periods: string[]) {
  const pair = (text: string) => {
    const [home = NaN, away = NaN] = text.split(':').map(Number);
    return { home, away };
  };
  return { ...pair(score), periods: periods.map(pair) };
}
