import { createRng } from '../../../lib/seeded-random';
import type { TEventStatus } from '@aurum/contracts/sportsbook';
import type {
  TBetSettlementMessage,
  TFeedScore,
  TFixtureMessage,
  TOddsChangeMessage,
} from '../feed';
import type { TFeedMarket } from './margin';
import { scoreAt, scriptMatch, type TMatchScript } from './match-play';
import { marketsFor } from './pricing';
import { settleMarket } from './resolve';
import { eventName, type TSandboxFixture } from './schedule';

export const SANDBOX_PRODUCER = 'sandbox';

/** A race's finishing order by strength and luck; now and then the first two dead-heat. */
function raceOrder(fixture: TSandboxFixture): string[][] {
  const rng = createRng(`race:${fixture.id}`);
  const order = (fixture.field ?? [])
    .map((driver) => ({
      id: driver.id,
      key: 2 * driver.rating - Math.log(-Math.log(rng.range(1e-9, 1))),
    }))
    .sort((a, b) => b.key - a.key)
    .map((driver) => [driver.id]);
  const [first, second, ...rest] = order;
  if (first && second && rng.chance(0.05)) return [[...first, ...second], ...rest];
  return order;
}
const LIVE_BET_DELAY_SECONDS = 5;

/** One fixture as the sandbox plays it: its script, drift and the markets it has offered. */
export class SandboxMatch {
  readonly script: TMatchScript;
  drift = 0;
  /** `type|specifiers` of every market offered, so the settlement covers each one. */
  readonly offered = new Map<string, TFeedMarket>();
  status: TEventStatus = 'not_started';
  lastAt = 0;
  dangerUntil = 0;
  lastOddsAt = 0;
  resettleAt = 0;

  constructor(
    readonly fixture: TSandboxFixture,
    seed: string,
  ) {
    this.script = scriptMatch(fixture, seed);
  }

  /** Share of the match played at `now` (0 before the start, 1 at the end). */
  progress(now: number): number {
    return Math.min(1, Math.max(0, (now - this.fixture.startsAt) / this.fixture.durationMs));
  }

  score(now: number): TFeedScore | undefined {
    if (now < this.fixture.startsAt || this.fixture.sportId === 40) return undefined;
    return scoreAt(this.script, this.progress(now));
  }

  fixtureMessage(timestamp: number): TFixtureMessage {
    const f = this.fixture;
    const { category, id, name } = f.tournament;
    const competitor = (c: TSandboxFixture['home']) =>
      c && { id: c.id, name: c.name, abbreviation: c.abbreviation, countryCode: c.countryCode };
    return {
      type: 'fixture',
      producer: SANDBOX_PRODUCER,
      timestamp,
      event: {
        id: f.id,
        sportId: f.sportId,
        category,
        tournament: { id, name },
        home: competitor(f.home),
        away: competitor(f.away),
        field: f.field?.map((driver) => competitor(driver)).filter((c) => c !== undefined),
        name: eventName(f),
        startsAt: f.startsAt,
        status: this.status,
        betDelaySeconds: 0,
      },
    };
  }

  /**
   * Current prices; markets are suspended while a danger lasts, and a decided one stays
   * deactivated (it is still settled with the others).
   */
  oddsMessage(now: number, status: 'active' | 'suspended' = 'active'): TOddsChangeMessage {
    const score = this.score(now);
    const markets = marketsFor(this.fixture, {
      score,
      remaining: 1 - this.progress(now),
      drift: this.drift,
    }).map((market) => (market.status === 'deactivated' ? market : { ...market, status }));
    for (const market of markets) this.offered.set(`${market.type}|${market.specifiers}`, market);
    this.lastOddsAt = now;
    return {
      type: 'odds_change',
      producer: SANDBOX_PRODUCER,
      timestamp: now,
      eventId: this.fixture.id,
      eventStatus: this.status,
      ...(score ? { score } : {}),
      betDelaySeconds: this.status === 'live' ? LIVE_BET_DELAY_SECONDS : 0,
      markets,
    };
  }

  /** Results of every market offered, from the final scoreboard (or the race's order). */
  settlement(now: number): TBetSettlementMessage {
    const { home, away, periods = [] } = scoreAt(this.script, 1);
    const board = { home, away, periods };
    const ranking = raceOrder(this.fixture);
    return {
      type: 'bet_settlement',
      producer: SANDBOX_PRODUCER,
      timestamp: now,
      eventId: this.fixture.id,
      certainty: 'confirmed',
      markets: [...this.offered.values()].map((market) => ({
        type: market.type,
        specifiers: market.specifiers,
        outcomes: settleMarket(market.type, market.specifiers, board, ranking),
      })),
    };
  }
}
