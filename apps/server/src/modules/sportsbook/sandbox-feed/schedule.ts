import { createRng, type TRng } from '../../../lib/seeded-random';
import type { TSandboxCompetitor, TSandboxTournament } from './leagues';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface TSandboxFixture {
  id: string;
  sportId: number;
  tournament: TSandboxTournament;
  home?: TSandboxCompetitor;
  away?: TSandboxCompetitor;
  field?: TSandboxCompetitor[];
  startsAt: number;
  /** Real milliseconds from the start to the final whistle (the accelerated clock). */
  durationMs: number;
}

/**
 * How many fixtures a sport has per day, how often a rolling one starts (so there are always
 * some live), and how long it plays in real time relative to a soccer match.
 */
const PLAN: Record<number, { daily: number; everyMinutes: number; length: number }> = {
  1: { daily: 16, everyMinutes: 4, length: 1 },
  2: { daily: 6, everyMinutes: 4, length: 0.8 },
  4: { daily: 5, everyMinutes: 5, length: 0.8 },
  5: { daily: 7, everyMinutes: 4, length: 0.8 },
  40: { daily: 1, everyMinutes: 5, length: 0.5 },
  109: { daily: 5, everyMinutes: 5, length: 0.8 },
  111: { daily: 4, everyMinutes: 6, length: 0.8 },
};

function fixture(
  id: string,
  league: TSandboxTournament,
  startsAt: number,
  durationMs: number,
  rng: TRng,
): TSandboxFixture {
  const base = { id, sportId: league.sportId, tournament: league, startsAt, durationMs };
  if (league.sportId === 40) return { ...base, field: league.teams };
  const home = rng.pick(league.teams);
  const others = league.teams.filter((team) => team.id !== home.id);
  return { ...base, home, away: rng.pick(others) };
}

/**
 * Every fixture that starts in [from, to): a schedule per UTC day (10:00 to 22:00) for the
 * week ahead, plus rolling fixtures every few minutes up to `rollingUntil`. The same seed and
 * window give the same fixtures, so a restart finds the book it left.
 */
export function fixturesBetween(
  seed: string,
  leagues: readonly TSandboxTournament[],
  window: { from: number; to: number; rollingUntil: number; matchMinutes: number },
): TSandboxFixture[] {
  const found: TSandboxFixture[] = [];
  for (const [sport, plan] of Object.entries(PLAN)) {
    const sportId = Number(sport);
    const own = leagues.filter((league) => league.sportId === sportId);
    if (own.length === 0) continue;
    const durationMs = window.matchMinutes * plan.length * MINUTE;
    for (let day = Math.floor(window.from / DAY); day * DAY < window.to; day++) {
      for (let i = 0; i < plan.daily; i++) {
        const rng = createRng(`${seed}:day:${day}:${sportId}:${i}`);
        const startsAt = day * DAY + 10 * 60 * MINUTE + rng.int(0, 48) * 15 * MINUTE;
        if (startsAt < window.from || startsAt >= window.to) continue;
        found.push(
          fixture(`sbx:match:${day}-${sportId}-${i}`, rng.pick(own), startsAt, durationMs, rng),
        );
      }
    }
    const every = plan.everyMinutes * MINUTE;
    for (let slot = Math.ceil(window.from / every); slot * every < window.rollingUntil; slot++) {
      const rng = createRng(`${seed}:slot:${sportId}:${slot}`);
      found.push(
        fixture(`sbx:match:r${sportId}-${slot}`, rng.pick(own), slot * every, durationMs, rng),
      );
    }
  }
  return found.sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
}

export const eventName = (f: TSandboxFixture) =>
  f.home && f.away
    ? `${f.home.name} vs ${f.away.name}`
    : `Grand Prix of ${f.tournament.category.name === 'Formula 1' ? placeName(f) : f.tournament.name}`;

function placeName(f: TSandboxFixture): string {
  return createRng(f.id).pick([
    'Monza',
    'Silverstone',
    'Suzuka',
    'Interlagos',
    'Spa',
    'Zandvoort',
    'Imola',
    'Austin',
    'Melbourne',
    'Montreal',
  ]);
}
