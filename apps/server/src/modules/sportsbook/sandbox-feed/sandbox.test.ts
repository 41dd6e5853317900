import { ODDS_MIN_OFFERED } from '@aurum/contracts/sportsbook';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../lib/seeded-random';
import type { TFeedMessage } from '../feed';
import { buildLeagues } from './leagues';
import { scoreAt } from './match-play';
import { marketsFor } from './pricing';
import { createSandboxFeed } from './sandbox-feed';
import { SandboxMatch } from './sandbox-match';
import { playTick } from './sandbox-tick';
import { fixturesBetween } from './schedule';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const WEEK = 7 * 24 * 3_600_000;
const leagues = buildLeagues('test');
const window = { from: NOW, to: NOW + WEEK, rollingUntil: NOW + 3_600_000, matchMinutes: 10 };

describe('sandbox feed', () => {
  it('schedules the same few hundred fixtures across the seven sports for one seed', () => {
    const fixtures = fixturesBetween('test', leagues, window);
    expect(fixturesBetween('test', leagues, window)).toEqual(fixtures);
    expect(fixtures.length).toBeGreaterThan(200);
    expect(new Set(fixtures.map((f) => f.sportId))).toEqual(new Set([1, 2, 4, 5, 40, 109, 111]));
    expect(fixtures.every((f) => f.startsAt >= NOW && f.startsAt < NOW + WEEK)).toBe(true);
    expect(fixtures.every((f) => !f.home || f.home.id !== f.away?.id)).toBe(true);
    expect(fixturesBetween('other', buildLeagues('other'), window)[0]?.home?.name).not.toBe(
      fixtures[0]?.home?.name,
    );
  });

  it('keeps every sport live at any moment with its rolling fixtures', () => {
    for (const at of [NOW, NOW + 123_456, NOW + 3 * 3_600_000]) {
      const around = fixturesBetween('test', leagues, {
        ...window,
        from: at - 600_000,
        to: at + 1,
        rollingUntil: at + 1,
      });
      const live = around.filter((f) => f.startsAt <= at && at < f.startsAt + f.durationMs);
      expect(new Set(live.map((f) => f.sportId)).size).toBe(7);
    }
  });

  it.each([
    [
      1,
      [
        '1x2',
        'double_chance',
        'total',
        'handicap',
        'asian_handicap',
        'both_teams_to_score',
        'correct_score',
      ],
    ],
    [4, ['1x2', 'double_chance', 'total', 'handicap', 'asian_handicap', 'both_teams_to_score']],
    [2, ['match_winner', 'handicap', 'total']],
    [5, ['match_winner', 'handicap', 'total']],
    [109, ['match_winner', 'handicap', 'total', 'map_winner', 'map_total']],
    [111, ['match_winner', 'handicap', 'total', 'map_winner', 'map_total']],
    [40, ['outright']],
  ])('prices sport %i with a margin, odds in range', (sportId, types) => {
    const fixture = fixturesBetween('test', leagues, window).find((f) => f.sportId === sportId);
    if (!fixture) throw new Error('no fixture');
    const markets = marketsFor(fixture, { score: undefined, remaining: 1, drift: 0 });
    expect([...new Set(markets.map((m) => m.type))]).toEqual(types);
    for (const market of markets) {
      const book = market.outcomes.reduce((sum, o) => sum + 1000 / o.odds, 0);
      expect(market.outcomes.every((o) => o.odds >= 1001 && o.odds <= 1_000_000)).toBe(true);
      expect(book).toBeGreaterThan(1);
    }
    const main = markets[0];
    const book = main ? main.outcomes.reduce((sum, o) => sum + 1000 / o.odds, 0) : 0;
    expect(book).toBeLessThan(sportId === 40 ? 1.3 : 1.08);
  });

  it('plays a match from kick-off to its settlement on the accelerated clock', () => {
    const fixture = fixturesBetween('test', leagues, window).find((f) => f.sportId === 1);
    if (!fixture) throw new Error('no fixture');
    const match = new SandboxMatch(fixture, 'test');
    const rng = createRng('tick');
    const messages: TFeedMessage[] = [];
    for (
      let t = fixture.startsAt - 1_000;
      t <= fixture.startsAt + fixture.durationMs + 10_000;
      t += 1_000
    )
      messages.push(
        ...playTick([match], t, rng).filter((m) => 'eventId' in m && m.eventId === fixture.id),
      );
    const types = messages.map((m) => m.type);
    expect(types).toContain('bet_stop');
    expect(types.filter((type) => type === 'bet_settlement').length).toBeGreaterThanOrEqual(1);
    expect(match.status).toBe('closed');
    const final = match.score(fixture.startsAt + fixture.durationMs);
    const settlement = messages.find((m) => m.type === 'bet_settlement');
    const oneX2 =
      settlement?.type === 'bet_settlement'
        ? settlement.markets.find((m) => m.type === '1x2')
        : undefined;
    const winner =
      final && (final.home > final.away ? 'home' : final.home < final.away ? 'away' : 'draw');
    expect(oneX2?.outcomes.find((o) => o.result === 1)?.id).toBe(winner);
  });

  it('keeps a decided market deactivated when the others are suspended', () => {
    const fixture = fixturesBetween('test', leagues, window).find((f) => f.sportId === 1);
    if (!fixture) throw new Error('no fixture');
    const match = new SandboxMatch(fixture, 'test');
    const at = Array.from(
      { length: fixture.durationMs / 1_000 },
      (_, i) => fixture.startsAt + i * 1_000,
    ).find((t) => match.oddsMessage(t).markets.some((market) => market.status === 'deactivated'));
    if (at === undefined) throw new Error('no market decided');
    const statuses = match.oddsMessage(at, 'suspended').markets.map((market) => market.status);
    expect(new Set(statuses)).toEqual(new Set(['suspended', 'deactivated']));
  });
});

describe('sandbox matches of every sport', () => {
  /** The sport's first fixture played second by second to `after` ms past its end. */
  function played(sportId: number, after: number) {
    const fixture = fixturesBetween('test', leagues, window).find((f) => f.sportId === sportId);
    if (!fixture) throw new Error('no fixture');
    const match = new SandboxMatch(fixture, 'test');
    const rng = createRng('tick');
    const messages: TFeedMessage[] = [];
    for (let t = fixture.startsAt; t <= fixture.startsAt + fixture.durationMs + after; t += 1_000)
      messages.push(...playTick([match], t, rng));
    return { match, messages };
  }

  it.each([1, 2, 4, 5, 40, 109, 111])(
    'sport %i settles every market it offered and closes',
    (sportId) => {
      const { match, messages } = played(sportId, 10_000);
      const settlement = messages.find((m) => m.type === 'bet_settlement');
      const settled = settlement?.type === 'bet_settlement' ? settlement.markets : [];
      expect(settled.map((m) => `${m.type}|${m.specifiers}`).sort()).toEqual(
        [...match.offered.keys()].sort(),
      );
      for (const market of settled) {
        const winners = market.outcomes.filter((o) => o.result === 1 || o.voidFactor !== '0');
        expect(winners.length).toBeGreaterThan(0);
      }
      expect(match.status).toBe('closed');
    },
  );

  it.each([1, 2, 4, 5, 109, 111])(
    'sport %i withdraws decided markets while it plays and never offers a price under 1.01',
    (sportId) => {
      // Up to the final whistle: the odds of play, before the settlement.
      const markets = played(sportId, -1_000).messages.flatMap((message) =>
        message.type === 'odds_change' ? message.markets : [],
      );
      const prices = markets.flatMap((market) => market.outcomes.map((outcome) => outcome.odds));
      expect(Math.min(...prices)).toBeGreaterThanOrEqual(ODDS_MIN_OFFERED);
      const withdrawn = markets.filter((market) => market.status === 'deactivated');
      expect(withdrawn.length).toBeGreaterThan(0);
      expect(withdrawn.every((market) => market.outcomes.every((o) => !o.active))).toBe(true);
    },
  );
});

/**
 * A started sandbox feed that recorded what it sent, its book asked for (the recovery is queued,
 * not yet delivered), and an upcoming soccer fixture of it.
 */
async function startedFeed() {
  const feed = createSandboxFeed({
    seed: 'test',
    matchMinutes: 10,
    hoursAhead: 6,
    clock: () => new Date(NOW),
  });
  const delivered: TFeedMessage[] = [];
  await feed.start((message) => {
    delivered.push(message);
    return Promise.resolve();
  });
  await feed.requestRecovery('sandbox', undefined, 1);
  const upcoming = feed
    .matches()
    .find((match) => match.status === 'not_started' && match.fixture.sportId === 1);
  if (!upcoming) throw new Error('no upcoming soccer fixture');
  return { feed, delivered, upcoming };
}

describe('finishing a fixture on request (sandbox control)', () => {
  it('settles every market it offered from the final score and closes it, once', async () => {
    const { feed, delivered, upcoming } = await startedFeed();
    try {
      const id = upcoming.fixture.id;

      expect(await feed.finish(id)).toBe(true);
      // The recovery's book went out first (fixture and odds twice), then the finish.
      const own = delivered.filter((m) => 'eventId' in m && m.eventId === id).slice(-3);
      expect(own.map((m) => m.type)).toEqual(['odds_change', 'bet_settlement', 'odds_change']);
      const settlement = own[1];
      if (settlement?.type !== 'bet_settlement') throw new Error('no settlement');
      expect(settlement.markets.map((m) => `${m.type}|${m.specifiers}`).sort()).toEqual(
        [...upcoming.offered.keys()].sort(),
      );
      const final = scoreAt(upcoming.script, 1);
      const winner = final.home > final.away ? 'home' : final.home < final.away ? 'away' : 'draw';
      expect(
        settlement.markets.find((m) => m.type === '1x2')?.outcomes.find((o) => o.result === 1)?.id,
      ).toBe(winner);
      expect(own.at(-1)).toMatchObject({ type: 'odds_change', eventStatus: 'closed' });
      expect(upcoming.status).toBe('closed');

      // Over already, or never listed: nothing is sent.
      delivered.length = 0;
      expect(await feed.finish(id)).toBe(false);
      expect(await feed.finish('sr:match:unknown')).toBe(false);
      expect(delivered.filter((m) => 'eventId' in m)).toEqual([]);
    } finally {
      await feed.stop();
    }
  });
});

describe('repricing a fixture on request (sandbox control)', () => {
  it("moves the home side's odds the way the shift says, at once, and only for open fixtures", async () => {
    const { feed, delivered, upcoming } = await startedFeed();
    try {
      const id = upcoming.fixture.id;
      /** The 1X2 odds of the event's last odds change. */
      const lastOdds = () => {
        const message = delivered.findLast((m) => m.type === 'odds_change' && m.eventId === id);
        if (message?.type !== 'odds_change') throw new Error('no odds change');
        const market = message.markets.find((m) => m.type === '1x2');
        const odds = (outcome: string) => market?.outcomes.find((o) => o.id === outcome)?.odds;
        return { home: odds('home'), away: odds('away'), status: market?.status };
      };
      // The recovery's book goes out first; an unknown fixture sends nothing.
      expect(await feed.reprice('sr:match:unknown', 0.5)).toBe(false);
      const before = lastOdds();

      expect(await feed.reprice(id, 0.5)).toBe(true);
      const shorter = lastOdds();
      expect(shorter.status).toBe('active');
      expect(shorter.home).toBeLessThan(before.home ?? 0);
      expect(shorter.away).toBeGreaterThan(before.away ?? 0);

      expect(await feed.reprice(id, -1)).toBe(true);
      expect(lastOdds().home).toBeGreaterThan(before.home ?? 0);

      // Over: nothing is sent.
      await feed.finish(id);
      delivered.length = 0;
      expect(await feed.reprice(id, 0.5)).toBe(false);
      expect(delivered.filter((m) => 'eventId' in m)).toEqual([]);
    } finally {
      await feed.stop();
    }
  });
});
