import { formatMinor, toMoney } from '@aurum/contracts/money';
import type {
  TTournamentCard,
  TTournamentPhase,
  TTournamentPosition,
  TTournamentPrize,
} from '@aurum/contracts/tournaments';
import type { TPrizeRow, TStandingRow, TTournamentRow } from './tournaments.repo';

/** How a tournament's numbers read: money at the account currency's precision. */
export interface TPresentation {
  precision: number;
}

/** Where a tournament stands for the list: closing or past its end is finished. */
export function phaseOf(row: TTournamentRow, now: Date): TTournamentPhase {
  if (['closing', 'finished', 'cancelled'].includes(row.status) || row.endsAt <= now)
    return 'finished';
  return row.startsAt > now ? 'upcoming' : 'running';
}

/** VIP-only tournaments and the special one are for VIP players alone. */
export const visibleTo = (row: TTournamentRow, viewer: { isVip: boolean } | undefined) =>
  (!row.vipPlayersOnly && !row.special) || Boolean(viewer?.isVip);

/** A score as shown: money, a multiplier with four decimals, or points. */
export function formatScore(kind: string, score: bigint, p: TPresentation): string {
  if (kind === 'total_wagered') return formatMinor(score, p.precision);
  if (kind === 'points_per_round') return score.toString();
  return formatMinor(score, 4);
}

export function presentPrize(row: TPrizeRow, p: TPresentation): TTournamentPrize {
  return {
    place: row.place,
    kind: row.kind as TTournamentPrize['kind'],
    amount: toMoney(row.amount, p.precision),
    spins: row.spins,
  };
}

/** Cash and bonus prizes at face value, free spins at count times stake. */
export const prizeValue = (row: TPrizeRow) => row.amount * BigInt(row.spins ?? 1);

export function presentCard(
  row: TTournamentRow,
  prizes: TPrizeRow[],
  now: Date,
  p: TPresentation,
): TTournamentCard {
  return {
    id: row.id,
    names: row.names,
    kind: row.kind as TTournamentCard['kind'],
    product: row.product as TTournamentCard['product'],
    phase: phaseOf(row, now),
    status: row.status as TTournamentCard['status'],
    vipPlayersOnly: row.vipPlayersOnly,
    joinRequired: row.joinRequired,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    prizePool: toMoney(
      prizes.reduce((total, prize) => total + prizeValue(prize), 0n),
      p.precision,
    ),
    prizePlaces: prizes.length,
  };
}

/** The rules a tournament's detail shows (players and operators alike). */
export function presentRules(row: TTournamentRow, p: TPresentation) {
  return {
    descriptions: row.descriptions,
    minBet: toMoney(row.minBet, p.precision),
    gameIds: row.gameIds,
    providerIds: row.providerIds,
    dailyCap: row.dailyCap,
    roundPoints: row.roundPoints,
  };
}

/**
 * The player's standing: place (null without a positive score), and the gap to the next prize
 * place above; `scoreAt(place)` answers the score holding a place (undefined when nobody does).
 */
export function positionOf(input: {
  row: TTournamentRow;
  standing: TStandingRow | undefined;
  place: number | null;
  joined: boolean;
  prizePlaces: number;
  scoreAt: (place: number) => bigint | undefined;
  p: TPresentation;
}): TTournamentPosition {
  const { row, standing, place, prizePlaces } = input;
  const score = standing?.score ?? 0n;
  const target =
    prizePlaces === 0
      ? null
      : place === null || place > prizePlaces
        ? prizePlaces
        : place > 1
          ? place - 1
          : null;
  const targetScore = target === null ? undefined : input.scoreAt(target);
  const gap = target === null ? null : targetScore === undefined ? 0n : targetScore - score;
  return {
    tournamentId: row.id,
    place,
    score: formatScore(row.kind, score, input.p),
    joined: input.joined,
    nextPrizePlace: target,
    gapToNextPrize: gap === null ? null : formatScore(row.kind, gap < 0n ? 0n : gap, input.p),
  };
}
