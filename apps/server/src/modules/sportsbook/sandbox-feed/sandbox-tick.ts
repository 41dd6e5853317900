import type { TRng } from '../../../lib/seeded-random';
import type { TFeedMessage } from '../feed';
import { SANDBOX_PRODUCER, type SandboxMatch } from './sandbox-match';

const LIVE_REFRESH_MS = 5_000;
const PREMATCH_MOVES_PER_TICK = 1;
const ROLLBACK_CHANCE = 0.05;
const CANCEL_CHANCE = 0.04;

const closed = (match: SandboxMatch, now: number): TFeedMessage => {
  match.status = 'closed';
  return {
    type: 'odds_change',
    producer: SANDBOX_PRODUCER,
    timestamp: now,
    eventId: match.fixture.id,
    eventStatus: 'closed',
    markets: [],
  };
};

/**
 * The final whistle: markets suspended, results, then the close. With `rng`, sometimes a
 * rollback to redo or a cancel window first; without, none (a match finished on request).
 */
export function finish(match: SandboxMatch, now: number, rng?: TRng): TFeedMessage[] {
  match.status = 'ended';
  const messages: TFeedMessage[] = [match.oddsMessage(now, 'suspended'), match.settlement(now + 1)];
  const main = [...match.offered.values()][0];
  if (main && rng?.chance(ROLLBACK_CHANCE)) {
    // A result corrected: the main market back to suspended, settled again a few seconds on.
    messages.push({
      type: 'rollback_bet_settlement',
      producer: SANDBOX_PRODUCER,
      timestamp: now + 2,
      eventId: match.fixture.id,
      markets: [main],
    });
    match.resettleAt = now + 5_000;
    return messages;
  }
  const total = [...match.offered.values()].find((market) => market.type === 'total');
  if (total && rng?.chance(CANCEL_CHANCE)) {
    // Bets on the total in the first 30 seconds of play are void (a late-bet window).
    const { startsAt } = match.fixture;
    messages.push({
      type: 'bet_cancel',
      producer: SANDBOX_PRODUCER,
      timestamp: now + 2,
      eventId: match.fixture.id,
      markets: [total],
      startTime: startsAt,
      endTime: startsAt + 30_000,
      voidReason: 'late_bets',
    });
  }
  messages.push(closed(match, now + 3));
  return messages;
}

/** A live match's second: bet stops on goals and dangers, new scores, reopened prices. */
function playLive(match: SandboxMatch, now: number, rng: TRng): TFeedMessage[] {
  const at = match.progress(now);
  const plays = match.script.plays.filter((play) => play.at > match.lastAt && play.at <= at);
  match.lastAt = at;
  if (at >= 1) return finish(match, now, rng);
  const messages: TFeedMessage[] = [];
  const scored = plays.some((play) => play.kind === 'point');
  if (scored || plays.some((play) => play.kind === 'danger')) {
    const wasOpen = match.dangerUntil === 0;
    match.dangerUntil = now + rng.int(3_000, 5_000);
    if (wasOpen)
      messages.push({
        type: 'bet_stop',
        producer: SANDBOX_PRODUCER,
        timestamp: now,
        eventId: match.fixture.id,
      });
    if (scored) messages.push(match.oddsMessage(now, 'suspended'));
  } else if (match.dangerUntil > 0 && now >= match.dangerUntil) {
    match.dangerUntil = 0;
    messages.push(match.oddsMessage(now));
  } else if (match.dangerUntil === 0 && now - match.lastOddsAt >= LIVE_REFRESH_MS) {
    match.drift += rng.range(-0.02, 0.02);
    messages.push(match.oddsMessage(now));
  }
  return messages;
}

/**
 * One second of the sandbox: matches whose start came go live, live ones play on, finished
 * ones settle (a rolled-back one is settled again), and a few prematch prices drift.
 */
export function playTick(matches: SandboxMatch[], now: number, rng: TRng): TFeedMessage[] {
  const messages: TFeedMessage[] = [];
  for (const match of matches) {
    if (match.status === 'not_started' && now >= match.fixture.startsAt) {
      match.status = 'live';
      match.lastAt = 0;
      messages.push(match.oddsMessage(now));
    } else if (match.status === 'live') {
      messages.push(...playLive(match, now, rng));
    } else if (match.status === 'ended' && match.resettleAt > 0 && now >= match.resettleAt) {
      match.resettleAt = 0;
      messages.push(match.settlement(now), closed(match, now + 1));
    }
  }
  const prematch = matches.filter((match) => match.status === 'not_started');
  for (let i = 0; i < PREMATCH_MOVES_PER_TICK && prematch.length > 0; i++) {
    const match = rng.pick(prematch);
    match.drift += rng.range(-0.06, 0.06);
    messages.push(match.oddsMessage(now));
  }
  return messages;
}
