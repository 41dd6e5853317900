import { KENO_MAX_PICKS, KENO_NUMBERS } from '@aurum/games';

export type TKenoTileState = 'idle' | 'picked' | 'drawn' | 'hit';

/** Adds or removes a number; a pick beyond ten is ignored. */
export function togglePick(picks: readonly number[], number: number): number[] {
  if (picks.includes(number)) return picks.filter((pick) => pick !== number);
  return picks.length >= KENO_MAX_PICKS ? [...picks] : [...picks, number];
}

/** `count` distinct numbers of 1..40 from the browser's cryptographic random source. */
export function randomPicks(
  count: number,
  random: (bound: number) => number = cryptoBelow,
): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const picks: number[] = [];
  for (let i = 0; i < Math.min(count, KENO_NUMBERS); i++) {
    const [number] = pool.splice(random(pool.length), 1);
    if (number !== undefined) picks.push(number);
  }
  return picks.sort((a, b) => a - b);
}

function cryptoBelow(bound: number): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % bound;
}

/** Each number's look: `revealed` are the balls drawn so far (all of them once the draw ends). */
export function tileStates(
  picks: readonly number[],
  revealed: readonly number[],
): TKenoTileState[] {
  return Array.from({ length: KENO_NUMBERS }, (_, i) => {
    const number = i + 1;
    const picked = picks.includes(number);
    if (revealed.includes(number)) return picked ? 'hit' : 'drawn';
    return picked ? 'picked' : 'idle';
  });
}
