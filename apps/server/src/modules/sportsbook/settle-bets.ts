import { payoutOf, type OutcomeSettlement } from '@aurum/sportsbook';
import type { Tx } from '../../db/client';
import { forEachItem, type TItemLog } from '../../lib/each-item';
import { housePostings, readSplit, type TBetsDeps } from './bets-deps';
import { createBetsRepo, type TBetLegRow, type TBetRow } from './bets.repo';
import { createLastWins } from './last-wins';
import { legDecision, storedDecision, storedFactor } from './leg-decisions';
import { betsToSettle } from './settle-candidates';

const SETTLED = ['won', 'lost', 'void'];

/**
 * What a pass changed on a bet: its row now, whether money moved, and the row of the bet if
 * this pass settled it (a win goes to the ticker).
 */
interface TSettleResult {
  bet: TBetRow;
  movedMoney: boolean;
  settled?: TBetRow;
}

const sameStored = (leg: TBetLegRow, stored: ReturnType<typeof storedDecision>) =>
  leg.result === stored.result &&
  leg.voidFactor === stored.voidFactor &&
  leg.deadHeatFactor === stored.deadHeatFactor;

/**
 * Settlement from the book: each bet in its own transaction, under the player's money lock, with
 * its selections read FOR SHARE so no settlement or rollback of them lands half way. A settled
 * bet whose decided leg changed (a rollback, a cancel rolled back) is first reopened by a
 * compensating transfer; then the legs are stored and, once `payoutOf` decides the bet, it moves
 * from open to won, lost or void with one transfer out of the open-bets account.
 */
export function createSettleBets(deps: TBetsDeps & { log?: TItemLog }) {
  const publishWin = createLastWins(deps);

  /** Reverses a settlement: the payout comes back (main first, any shortfall written off). */
  async function reopen(tx: Tx, bet: TBetRow): Promise<TBetRow | undefined> {
    const moved = await createBetsRepo(tx).transition(bet, {
      status: 'open',
      payout: null,
      settledAt: null,
    });
    if (!moved) return undefined;
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
    return moved;
  }

  /** Pays a bet `payoutOf` decides: the settled row, or undefined while it stays open. */
  async function pay(
    tx: Tx,
    bet: TBetRow,
    legs: TBetLegRow[],
    decisions: (OutcomeSettlement | 'open')[],
  ): Promise<TBetRow | undefined> {
    const outcome = payoutOf({
      kind: bet.kind as 'single' | 'combo' | 'system',
      systemSize: bet.systemSize ?? undefined,
      stakeMinor: bet.stake,
      legs: legs.map((leg) => ({ odds: leg.odds, factor: storedFactor(leg) })),
    });
    if (outcome.state === 'open') return undefined;
    const payout = outcome.payoutMinor;
    const allVoid = decisions.every(
      (decision) => decision !== 'open' && decision.result === 'void',
    );
    const status = payout === 0n ? 'lost' : allVoid ? 'void' : 'won';
    const moved = await createBetsRepo(tx).transition(bet, {
      status,
      payout,
      settledAt: deps.clock(),
    });
    if (!moved) return undefined;
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
    return moved;
  }

  /**
   * Brings one bet in line with the book; true when money moved. Once committed, a bet whose
   * legs or status changed is shown to the player live.
   */
  async function settle(betId: string): Promise<boolean> {
    const owner = await createBetsRepo(deps.db).find(betId);
    if (!owner) return false;
    const changed = await deps.db.transaction(async (tx): Promise<TSettleResult | null> => {
      await deps.stakes.lock(tx, owner.userId);
      const repo = createBetsRepo(tx);
      let bet = await repo.lock(betId);
      if (!bet || !['open', ...SETTLED].includes(bet.status)) return null;
      const legs = await repo.legsOf([bet.id]);
      const marketIds = [...new Set(legs.map((leg) => leg.marketId))];
      const selections = await repo.selections(marketIds, true);
      const cancels = await repo.cancels(marketIds);
      const placedAt = bet.placedAt;
      const decisions = legs.map((leg) =>
        legDecision(
          leg,
          selections.find(
            (row) => row.marketId === leg.marketId && row.outcomeId === leg.outcomeId,
          ),
          cancels,
          placedAt,
        ),
      );
      const next = legs.map((leg, index) => ({
        leg,
        stored: storedDecision(decisions[index] ?? 'open'),
      }));
      const changedLegs = next.filter(({ leg, stored }) => !sameStored(leg, stored));
      if (changedLegs.length === 0) return null;
      let movedMoney = false;
      if (SETTLED.includes(bet.status) && changedLegs.some(({ leg }) => leg.result !== 'open')) {
        bet = await reopen(tx, bet);
        if (!bet) return null;
        movedMoney = true;
      }
      for (const { leg, stored } of changedLegs) await repo.setLeg(leg.betId, leg.position, stored);
      const updated = next.map(({ leg, stored }) => ({ ...leg, ...stored }));
      if (bet.status !== 'open') return { bet, movedMoney };
      const paid = await pay(tx, bet, updated, decisions);
      return { bet: paid ?? bet, movedMoney: movedMoney || paid !== undefined, settled: paid };
    });
    if (!changed) return false;
    if (changed.movedMoney) await deps.publishBalance(owner.userId);
    await deps.publishBet(changed.bet);
    if (changed.settled) await publishWin(changed.settled);
    return changed.movedMoney;
  }

  return {
    settle,
    /** One pass of the loop: bets out of line with the book, one per transaction. */
    settleDue: async (limit = 200) => {
      return forEachItem(await betsToSettle(deps.db, limit), settle, {
        log: deps.log,
        name: 'sportsbook settlement',
      });
    },
  };
}
