import { payoutOf, type OutcomeSettlement } from '@aurum/sportsbook';
import type { Tx } from '../../db/client';
import { housePostings, readSplit, type TBetsDeps } from './bets-deps';
import { createBetsRepo, type TBetLegRow, type TBetRow, type TSelectionState } from './bets.repo';
import { legDecision, storedDecision, storedFactor, type TCancelWindow } from './leg-decisions';

const SETTLED = ['won', 'lost', 'void'];

/** What settling changed on a bet: its row now, whether money moved, whether its win is news. */
export interface TSettled {
  bet: TBetRow;
  movedMoney: boolean;
  /** Settled won for the first time: the last-bets ticker announces it (once per bet). */
  announce: boolean;
}

/** The book as a batch reads it once: its bets' selections (FOR SHARE) and cancel windows. */
interface TBook {
  selections: Map<string, TSelectionState>;
  cancels: TCancelWindow[];
}

/** A bet out of line with the book: its legs as the book decides them now, and which changed. */
interface TPlan {
  bet: TBetRow;
  legs: TBetLegRow[];
  decisions: (OutcomeSettlement | 'open')[];
  changed: TBetLegRow[];
  /** Settled, and a decided leg changed: reopened first by a compensating transfer. */
  reopen: boolean;
}

const selectionKey = (row: { marketId: string; outcomeId: string }) =>
  `${row.marketId}:${row.outcomeId}`;

const sameStored = (leg: TBetLegRow, stored: TBetLegRow) =>
  leg.result === stored.result &&
  leg.voidFactor === stored.voidFactor &&
  leg.deadHeatFactor === stored.deadHeatFactor;

/** The plan for a locked bet against the book; null when the bet is in line with it. */
function planOf(bet: TBetRow, legs: TBetLegRow[], book: TBook): TPlan | null {
  const decisions = legs.map((leg) =>
    legDecision(leg, book.selections.get(selectionKey(leg)), book.cancels, bet.placedAt),
  );
  const next = legs.map((leg, index) => ({
    ...leg,
    ...storedDecision(decisions[index] ?? 'open'),
  }));
  const was = legs.filter((leg, index) => !sameStored(leg, next[index] ?? leg));
  if (was.length === 0) return null;
  return {
    bet,
    legs: next,
    decisions,
    changed: next.filter((leg, index) => !sameStored(legs[index] ?? leg, leg)),
    reopen: SETTLED.includes(bet.status) && was.some((leg) => leg.result !== 'open'),
  };
}

/**
 * Settlement from the book, many bets per transaction: their players' money locks in id order
 * (so a batch never waits in a cycle with a placement, a cash-out or another batch), the bets
 * locked, their selections read FOR SHARE once so no settlement or rollback of them lands half
 * way. A settled bet whose decided leg changed (a rollback, a cancel rolled back) is first
 * reopened by a compensating transfer; then the legs are stored and each bet `payoutOf` decides
 * moves from open to won, lost or void with one transfer out of the open-bets account. Every
 * move is a compare-and-set (several in one statement) with its own transfer and key.
 */
export function createSettleBets(deps: TBetsDeps) {
  /** Reverses settlements: each payout comes back (main first, any shortfall written off). */
  async function reopen(tx: Tx, plans: TPlan[]): Promise<Map<string, TBetRow>> {
    const moved = await createBetsRepo(tx).transitionMany(
      plans.map(({ bet }) => ({
        bet,
        set: { status: 'open', payout: null, settledAt: null },
      })),
    );
    const movedIds = new Set(moved.map((row) => row.id));
    for (const { bet } of plans) {
      if (!movedIds.has(bet.id)) continue;
      const paid = bet.payout ?? 0n;
      const { main } = await deps.ledger.playerBalances(tx, bet.userId);
      const fromMain = paid < main ? paid : main;
      await deps.ledger.transferIn(tx, {
        idempotencyKey: `sportsbook:${bet.id}:v${bet.version}:reopen`,
        kind: 'sportsbook_bet_reopen',
        postings: [
          ...housePostings([
            { house: 'sportsbook_open', amount: bet.stake },
            { house: 'sportsbook', amount: paid - bet.stake },
          ]),
          ...(fromMain > 0n
            ? [{ account: { userId: bet.userId, kind: 'main' as const }, amount: -fromMain }]
            : []),
          ...(paid > fromMain
            ? [{ account: { house: 'adjustments' as const }, amount: -(paid - fromMain) }]
            : []),
        ],
        metadata: { betId: bet.id, writtenOff: (paid - fromMain).toString() },
      });
      if (bet.status !== 'void')
        await deps.stakes.report(tx, {
          type: 'reopened',
          userId: bet.userId,
          roundRef: `sportsbook:${bet.id}:v${bet.version}`,
        });
    }
    return new Map(moved.map((row) => [row.id, row]));
  }

  /** Pays the open bets `payoutOf` decides: their settled rows, by id. */
  async function pay(tx: Tx, plans: TPlan[]): Promise<Map<string, TBetRow>> {
    const now = deps.clock();
    const decided = plans.flatMap((plan) => {
      const { bet } = plan;
      const outcome = payoutOf({
        kind: bet.kind as 'single' | 'combo' | 'system',
        systemSize: bet.systemSize ?? undefined,
        stakeMinor: bet.stake,
        legs: plan.legs.map((leg) => ({ odds: leg.odds, factor: storedFactor(leg) })),
      });
      if (outcome.state === 'open') return [];
      const payout = outcome.payoutMinor;
      const allVoid = plan.decisions.every(
        (decision) => decision !== 'open' && decision.result === 'void',
      );
      const status = payout === 0n ? 'lost' : allVoid ? 'void' : 'won';
      const announce = status === 'won' && bet.winAnnouncedAt === null;
      return [
        { bet, set: { status, payout, settledAt: now, ...(announce && { winAnnouncedAt: now }) } },
      ];
    });
    const moved = await createBetsRepo(tx).transitionMany(decided);
    const movedRows = new Map(moved.map((row) => [row.id, row]));
    for (const { bet, set } of decided) {
      const settled = movedRows.get(bet.id);
      if (!settled) continue;
      const { status, payout } = set;
      const key = `sportsbook:${bet.id}:v${bet.version}:settle`;
      const from = housePostings([
        { house: 'sportsbook_open', amount: -bet.stake },
        { house: 'sportsbook', amount: bet.stake - payout },
      ]);
      const metadata = { betId: bet.id, status };
      if (payout === 0n) {
        await deps.ledger.transferIn(tx, {
          idempotencyKey: key,
          kind: 'sportsbook_bet_lost',
          postings: from,
          metadata,
        });
      } else {
        await deps.stakes.payWin(tx, {
          userId: bet.userId,
          amount: payout,
          staked: readSplit(bet.stakeSplit),
          key,
          kind: 'sportsbook_bet_settle',
          from,
          metadata,
        });
      }
      // A void bet (every leg void) counts for nobody's tournament: its stake came back.
      if (status !== 'void')
        await deps.stakes.report(tx, {
          type: 'settled',
          userId: bet.userId,
          product: 'sportsbook',
          gameId: null,
          roundRef: `sportsbook:${bet.id}:v${settled.version}`,
          staked: bet.stake,
          win: payout,
          at: now,
        });
    }
    return movedRows;
  }

  /** Brings the locked bets in line with the book: reopened, legs stored, paid. */
  async function settleLocked(tx: Tx, plans: TPlan[]): Promise<TSettled[]> {
    const reopened = await reopen(
      tx,
      plans.filter((plan) => plan.reopen),
    );
    // A bet to reopen that moved meanwhile is left as it is.
    const current = plans.flatMap((plan) => {
      if (!plan.reopen) return [plan];
      const bet = reopened.get(plan.bet.id);
      return bet ? [{ ...plan, bet }] : [];
    });
    await createBetsRepo(tx).setLegs(current.flatMap((plan) => plan.changed));
    const paid = await pay(
      tx,
      current.filter((plan) => plan.bet.status === 'open'),
    );
    return current.map(({ bet, reopen: reopenedNow }) => {
      const settled = paid.get(bet.id);
      return {
        bet: settled ?? bet,
        movedMoney: reopenedNow || settled !== undefined,
        announce:
          settled !== undefined && bet.winAnnouncedAt === null && settled.winAnnouncedAt !== null,
      };
    });
  }

  /**
   * Brings the bets in line with the book in one transaction; answers the bets it changed (none
   * published yet: that is the caller's, after commit).
   */
  return async function settleBatch(betIds: string[]): Promise<TSettled[]> {
    const owners = await createBetsRepo(deps.db).owners(betIds);
    if (owners.length === 0) return [];
    return deps.db.transaction(async (tx) => {
      await deps.stakes.lockAll(
        tx,
        owners.map((owner) => owner.userId),
      );
      const repo = createBetsRepo(tx);
      const bets = (await repo.lockMany(owners.map((owner) => owner.id))).filter((bet) =>
        ['open', ...SETTLED].includes(bet.status),
      );
      const legs = await repo.legsOf(bets.map((bet) => bet.id));
      const marketIds = [...new Set(legs.map((leg) => leg.marketId))];
      const selections = await repo.selections(marketIds, true);
      const book: TBook = {
        selections: new Map(selections.map((row) => [selectionKey(row), row])),
        cancels: await repo.cancels(marketIds),
      };
      const legsOf = new Map<string, TBetLegRow[]>();
      for (const leg of legs) legsOf.set(leg.betId, [...(legsOf.get(leg.betId) ?? []), leg]);
      const plans = bets.flatMap((bet) => planOf(bet, legsOf.get(bet.id) ?? [], book) ?? []);
      return settleLocked(tx, plans);
    });
  };
}
