import type { TTournamentKind } from '@aurum/contracts/tournaments';
import type { Tx } from '../../db/client';
import type { TStakeEvent } from '../wallet/wallet-hooks';
import {
  createTournamentsRepo,
  type TScoreEventRow,
  type TStandingRow,
  type TTournamentRow,
} from './tournaments.repo';

/** Multipliers are kept in ten-thousandths: win / bet 2.5 scores 25,000. */
export const MULTIPLIER_SCALE = 10_000n;

/** What a tournament needs of a bet to decide its points. */
export type TScoringRules = Pick<
  TTournamentRow,
  'kind' | 'product' | 'minBet' | 'gameIds' | 'providerIds' | 'roundPoints' | 'startsAt' | 'endsAt'
>;

type TCounted = Extract<TStakeEvent, { type: 'placed' | 'settled' }>;

/**
 * The points a bet scores in a tournament, or null when it does not count there: casino
 * total-wagered counts each bet as it is placed; every other kind, and every sportsbook
 * tournament, counts a round when it closes (a sportsbook bet when it settles won or lost).
 * `providerOf` names a casino game's provider (only asked with a provider filter).
 */
export function pointsFor(
  rules: TScoringRules,
  event: TCounted,
  providerOf: (gameId: number) => string | undefined,
): bigint | null {
  if (event.at < rules.startsAt || event.at >= rules.endsAt) return null;
  const product = event.type === 'placed' ? 'casino' : event.product;
  if (product !== rules.product) return null;
  const perBet = rules.kind === 'total_wagered' && rules.product === 'casino';
  if (perBet !== (event.type === 'placed')) return null;
  if (product === 'casino' && event.gameId !== null) {
    if (rules.gameIds.length > 0 && !rules.gameIds.includes(event.gameId)) return null;
    if (rules.providerIds.length > 0) {
      const provider = providerOf(event.gameId);
      if (!provider || !rules.providerIds.includes(provider)) return null;
    }
  }
  const staked = event.type === 'placed' ? event.amount : event.staked;
  if (staked <= 0n || staked < rules.minBet) return null;
  if (event.type === 'placed') return staked;
  switch (rules.kind as TTournamentKind) {
    case 'total_wagered':
      return staked;
    case 'sum_multipliers':
    case 'best_multiplier':
      return (event.win * MULTIPLIER_SCALE) / staked;
    case 'points_per_round':
      return BigInt(rules.roundPoints);
  }
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The standing after one more counted event: sum, or max for the best multiplier. */
export function standingAfter(
  kind: string,
  before: TStandingRow | undefined,
  event: TScoreEventRow,
): TStandingRow {
  const day = event.countedDay;
  const counted = before && before.countedDay === day ? before.countedToday + 1 : 1;
  if (!before)
    return {
      tournamentId: event.tournamentId,
      userId: event.userId,
      score: event.points,
      reachedBy: event.id,
      countedDay: day,
      countedToday: counted,
    };
  const best = kind === 'best_multiplier';
  const score = best
    ? event.points > before.score
      ? event.points
      : before.score
    : before.score + event.points;
  return {
    ...before,
    score,
    // Ties go to whoever got there first: the score's first reaching event is kept.
    reachedBy: score === before.score ? before.reachedBy : event.id,
    countedDay: day,
    countedToday: counted,
  };
}

/** The standing recomputed from the events still standing (after a reversal). */
export function standingOf(
  kind: string,
  before: TStandingRow,
  events: TScoreEventRow[],
  reversedDay: string,
): TStandingRow {
  const countedToday =
    before.countedDay === reversedDay ? Math.max(0, before.countedToday - 1) : before.countedToday;
  if (events.length === 0) return { ...before, score: 0n, countedToday };
  if (kind === 'best_multiplier') {
    const top = events.reduce((best, event) => (event.points > best.points ? event : best));
    return { ...before, score: top.points, reachedBy: top.id, countedToday };
  }
  const score = events.reduce((total, event) => total + event.points, 0n);
  const last = events[events.length - 1];
  return { ...before, score, reachedBy: last?.id ?? before.reachedBy, countedToday };
}

/**
 * The stake-event hook: inside the bet's transaction (the player's money lock held), each
 * tournament the bet counts for gets one score event and the player's standing moves; a
 * returned bet or reopened settlement gets a reversal. `candidates` answers the tournaments that
 * may score from memory, so a bet no tournament counts costs no query.
 */
export function createScoring(deps: {
  candidates: () => TTournamentRow[];
  /** A casino game's provider (asked only while a tournament filters by provider). */
  providerOf: (gameId: number) => Promise<string | undefined>;
  /** After the change commits, the positions of these players are looked at (realtime). */
  touched: (tournamentId: string, userId: string) => void;
}) {
  async function score(tx: Tx, event: TCounted): Promise<void> {
    const candidates = deps.candidates();
    if (candidates.length === 0) return;
    const gameId = event.gameId;
    const provider =
      gameId !== null && candidates.some((rules) => rules.providerIds.length > 0)
        ? await deps.providerOf(gameId)
        : undefined;
    const counted = candidates.flatMap((rules) => {
      const points = pointsFor(rules, event, () => provider);
      return points === null ? [] : [{ rules, points }];
    });
    if (counted.length === 0) return;
    const repo = createTournamentsRepo(tx);
    const open = await repo.lockScoring(
      counted.map(({ rules }) => rules.id),
      event.userId,
      event.at,
    );
    const joinIds = counted.filter(({ rules }) => rules.joinRequired).map(({ rules }) => rules.id);
    const joined = await repo.joined(joinIds, event.userId);
    const sourceRef = event.type === 'placed' ? event.ref : event.roundRef;
    const day = utcDay(event.at);
    const scoring = counted.filter(({ rules }) => {
      if (!open.has(rules.id) || (rules.joinRequired && !joined.has(rules.id))) return false;
      const before = open.get(rules.id);
      const cap = rules.dailyCap;
      return cap === null || before?.countedDay !== day || before.countedToday < cap;
    });
    const inserted = await repo.insertEvents(
      scoring.map(({ rules, points }) => ({
        tournamentId: rules.id,
        userId: event.userId,
        sourceRef,
        kind: 'score',
        points,
        countedDay: day,
      })),
    );
    const kinds = new Map(scoring.map(({ rules }) => [rules.id, rules.kind]));
    await repo.saveStandings(
      inserted.map((row) =>
        standingAfter(kinds.get(row.tournamentId) ?? '', open.get(row.tournamentId), row),
      ),
    );
    for (const row of inserted) deps.touched(row.tournamentId, event.userId);
  }

  async function reverse(tx: Tx, userId: string, sourceRef: string): Promise<void> {
    const repo = createTournamentsRepo(tx);
    const events = await repo.unreversed(userId, sourceRef);
    if (events.length === 0) return;
    const open = await repo.lockScoring(
      events.map((event) => event.tournamentId),
      userId,
      null,
    );
    const kinds = new Map(deps.candidates().map((rules) => [rules.id, rules.kind]));
    const reversing = events.filter(
      (event) => open.get(event.tournamentId) && kinds.has(event.tournamentId),
    );
    const reversals = await repo.insertEvents(
      reversing.map((event) => ({
        tournamentId: event.tournamentId,
        userId,
        sourceRef,
        kind: 'reversal',
        points: -event.points,
        reverses: event.id,
        countedDay: event.countedDay,
      })),
    );
    const standings: TStandingRow[] = [];
    for (const reversal of reversals) {
      const before = open.get(reversal.tournamentId);
      if (!before) continue;
      const left = await repo.standingEvents(reversal.tournamentId, userId);
      standings.push(
        standingOf(kinds.get(reversal.tournamentId) ?? '', before, left, reversal.countedDay),
      );
      deps.touched(reversal.tournamentId, userId);
    }
    await repo.saveStandings(standings);
  }

  return async function onStakeEvent(tx: Tx, event: TStakeEvent): Promise<void> {
    if (event.type === 'placed' || event.type === 'settled') return score(tx, event);
    // Only a tournament that may still score can have points to take back.
    const product = event.type === 'returned' ? 'casino' : 'sportsbook';
    if (!deps.candidates().some((rules) => rules.product === product)) return;
    return reverse(tx, event.userId, event.type === 'returned' ? event.ref : event.roundRef);
  };
}
