import { HALF_LOST, HALF_WON, LOST, VOID, WON, type OutcomeSettlement } from './settlement';

/**
 * Lines of totals and handicaps, counted exactly in quarters: `-0.25` is -1, `2.5` is 10.
 * A half line (x.5) never ties; a whole line that ties is void (push); a quarter line splits the
 * stake over its two neighbouring lines (`-0.25` = half on `0`, half on `-0.5`), so one half can
 * win or lose while the other pushes: half won / half lost.
 */

const LINE = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/;

/** A line in quarters; throws unless the line is a multiple of 0.25. */
export function lineQuarters(line: string): number {
  const match = LINE.exec(line);
  if (!match) throw new RangeError(`bad line: ${line}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (hundredths % 25 !== 0 || !Number.isSafeInteger(hundredths))
    throw new RangeError(`a line must be a multiple of 0.25: ${line}`);
  const quarters = hundredths / 25;
  return sign === '-' ? -quarters : quarters;
}

/** A line of a half or whole step: won above zero, lost below, void at zero (a push). */
function settleEvenMargin(margin: number): OutcomeSettlement {
  return margin > 0 ? WON : margin < 0 ? LOST : VOID;
}

/**
 * Settles the side whose margin over the line is `margin` quarters: (its score minus the
 * other's, or the total minus the line) x 4, plus its handicap in quarters. An odd margin means a
 * quarter line: each half of the stake settles on a neighbouring line (`margin - 1`, `margin + 1`).
 */
export function settleMargin(margin: number): OutcomeSettlement {
  if (margin % 2 === 0) return settleEvenMargin(margin);
  const lower = settleEvenMargin(margin - 1);
  const upper = settleEvenMargin(margin + 1);
  if (lower === upper) return lower;
  // Neighbouring lines are half a goal apart, so one half pushes: the other decides.
  const decided = lower === VOID ? upper : lower;
  return decided === WON ? HALF_WON : HALF_LOST;
}

/** Over / under a total line. */
export function settleTotal(
  total: number,
  line: string,
): { over: OutcomeSettlement; under: OutcomeSettlement } {
  const margin = total * 4 - lineQuarters(line);
  return { over: settleMargin(margin), under: settleMargin(-margin) };
}

/** Home / away on the home side's handicap line (the away side gets the opposite line). */
export function settleHandicap(
  home: number,
  away: number,
  homeLine: string,
): { home: OutcomeSettlement; away: OutcomeSettlement } {
  const margin = (home - away) * 4 + lineQuarters(homeLine);
  return { home: settleMargin(margin), away: settleMargin(-margin) };
}
