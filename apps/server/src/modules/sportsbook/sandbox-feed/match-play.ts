import { createRng, type TRng } from '../../../lib/seeded-random';
import type { TFeedScore } from '../feed';
import type { TSandboxFixture } from './schedule';

type TSide = 'home' | 'away';
/** A moment of the match at `at` (share of its duration): points, a period's end, a danger. */
export type TPlay =
  | { at: number; kind: 'point'; side: TSide; value: number }
  | { at: number; kind: 'period_end' }
  | { at: number; kind: 'danger' };

export interface TMatchScript {
  plays: TPlay[];
  /** What a period is called (`1st_half`, `q3`, `set_2`, `map_1`). */
  periodName: (index: number) => string;
  /** Minutes on the match clock at `at`, where the sport has one. */
  minute: (at: number) => number | null;
  /** Series sports count periods won; the others add up points. */
  series: boolean;
}

const side = (rng: TRng, homeChance: number): TSide => (rng.chance(homeChance) ? 'home' : 'away');

/** Goals sports: a chance of a goal and of a danger each match minute. */
function goals(rng: TRng, rates: [number, number], minutes: number, periods: number): TPlay[] {
  const plays: TPlay[] = [];
  for (let m = 1; m <= minutes; m++) {
    const at = m / (minutes + 1);
    if (rng.chance(rates[0] / minutes)) plays.push({ at, kind: 'point', side: 'home', value: 1 });
    if (rng.chance(rates[1] / minutes)) plays.push({ at, kind: 'point', side: 'away', value: 1 });
    if (rng.chance(0.05)) plays.push({ at: at - 0.2 / minutes, kind: 'danger' });
    if (m % (minutes / periods) === 0) plays.push({ at: at + 0.1 / minutes, kind: 'period_end' });
  }
  return plays;
}

/** Sets or maps: units (games, rounds) until one side has enough, then the period ends. */
function series(rng: TRng, p: number, bestOf: number, unitsToWin: number): TPlay[] {
  const units: { kind: 'point' | 'period_end' | 'danger'; side?: TSide }[] = [];
  const won = { home: 0, away: 0 };
  while (Math.max(won.home, won.away) < Math.ceil(bestOf / 2)) {
    const periodWinner = side(rng, p);
    const count = { home: 0, away: 0 };
    while (count[periodWinner] < unitsToWin) {
      const unit = side(rng, periodWinner === 'home' ? 0.58 : 0.42);
      if (count[unit === 'home' ? 'away' : 'home'] >= unitsToWin - 1 && unit !== periodWinner)
        continue;
      if (rng.chance(0.06)) units.push({ kind: 'danger' });
      count[unit] += 1;
      units.push({ kind: 'point', side: unit });
    }
    won[periodWinner] += 1;
    units.push({ kind: 'period_end' });
  }
  return units.map((unit, i) => {
    const at = (i + 1) / (units.length + 1);
    return unit.kind === 'point' && unit.side
      ? { at, kind: 'point', side: unit.side, value: 1 }
      : ({ at, kind: unit.kind } as TPlay);
  });
}

/** The whole match, decided up front from the fixture's id: a restart replays the same one. */
export function scriptMatch(fixture: TSandboxFixture, seed: string): TMatchScript {
  const rng = createRng(`${seed}:play:${fixture.id}`);
  const diff = (fixture.home?.rating ?? 0) - (fixture.away?.rating ?? 0);
  const homeChance = 1 / (1 + Math.exp(-1.2 * diff));
  const noClock = () => null;
  switch (fixture.sportId) {
    case 1:
      return {
        plays: goals(rng, [1.45 * Math.exp(0.35 * diff), 1.15 * Math.exp(-0.35 * diff)], 90, 2),
        periodName: (i) => (i === 0 ? '1st_half' : '2nd_half'),
        minute: (at) => Math.floor(at * 90),
        series: false,
      };
    case 4:
      return {
        plays: goals(rng, [3.1 * Math.exp(0.3 * diff), 2.7 * Math.exp(-0.3 * diff)], 60, 3),
        periodName: (i) => `p${i + 1}`,
        minute: (at) => Math.floor(at * 60),
        series: false,
      };
    case 2: {
      const plays: TPlay[] = [];
      for (let m = 1; m <= 48; m++) {
        const at = m / 49;
        plays.push({
          at,
          kind: 'point',
          side: 'home',
          value: rng.int(0, 4) + (rng.chance(homeChance) ? 1 : 0),
        });
        plays.push({
          at,
          kind: 'point',
          side: 'away',
          value: rng.int(0, 4) + (rng.chance(1 - homeChance) ? 1 : 0),
        });
        if (m % 12 === 0) plays.push({ at: at + 0.001, kind: 'period_end' });
      }
      // Overtime decides a level game: one more basket at the end.
      const sum = (key: TSide) =>
        plays.reduce((t, p) => (p.kind === 'point' && p.side === key ? t + p.value : t), 0);
      if (sum('home') === sum('away'))
        plays.push({ at: 0.995, kind: 'point', side: side(rng, homeChance), value: 2 });
      return {
        plays,
        periodName: (i) => (i < 4 ? `q${i + 1}` : 'ot'),
        minute: (at) => Math.floor(at * 48),
        series: false,
      };
    }
    case 5:
      return {
        plays: series(rng, homeChance, 3, 6),
        periodName: (i) => `set_${i + 1}`,
        minute: noClock,
        series: true,
      };
    case 109:
      return {
        plays: series(rng, homeChance, 3, 13),
        periodName: (i) => `map_${i + 1}`,
        minute: noClock,
        series: true,
      };
    case 111:
      return {
        plays: series(rng, homeChance, 3, 25),
        periodName: (i) => `map_${i + 1}`,
        minute: noClock,
        series: true,
      };
    default:
      return { plays: [], periodName: (i) => `lap_${i + 1}`, minute: noClock, series: false };
  }
}

/** The score at `at` (0 before the start, 1 at the end), with the periods so far. */
export function scoreAt(script: TMatchScript, at: number): TFeedScore {
  const periods = [{ home: 0, away: 0 }];
  const won = { home: 0, away: 0 };
  for (const play of script.plays) {
    if (play.at > at) break;
    const current = periods[periods.length - 1] ?? { home: 0, away: 0 };
    if (play.kind === 'point') current[play.side] += play.value;
    if (play.kind === 'period_end') {
      if (current.home !== current.away) won[current.home > current.away ? 'home' : 'away'] += 1;
      periods.push({ home: 0, away: 0 });
    }
  }
  const finished = at >= 1;
  if (
    finished &&
    periods.length > 1 &&
    (periods.at(-1)?.home ?? 0) + (periods.at(-1)?.away ?? 0) === 0
  )
    periods.pop();
  const total = (key: TSide) => periods.reduce((sum, period) => sum + period[key], 0);
  const home = script.series ? won.home : total('home');
  const away = script.series ? won.away : total('away');
  const period = finished ? 'ended' : script.periodName(periods.length - 1);
  return { home, away, period, minute: finished ? null : script.minute(at), periods };
}
