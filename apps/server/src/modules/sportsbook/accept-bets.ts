import { AppError } from '../../lib/app-error';
import { forEachItem, type TItemLog } from '../../lib/each-item';
import { readSplit, type TBetsDeps } from './bets-deps';
import { createBetsRepo } from './bets.repo';
import { queueOpenedBet } from './settle-candidates';
import { acceptedOdds } from './slip-rules';

/**
 * Live bets after their delay: each pending bet, in its own transaction under the player's money
 * lock, is re-checked against the selections read FOR SHARE with the odds it was accepted at and
 * its policy. Accepted, its stake moves from the pending to the open-bets account (and its
 * market is queued for settlement if a cancel window already covers it); rejected (the reason
 * kept), the stake goes back where it came from. Each is one compare-and-set from
 * `pending` and one ledger transfer; once committed, the player sees the decided bet live.
 */
export function createAcceptBets(deps: TBetsDeps & { log?: TItemLog }) {
  async function decide(betId: string): Promise<'open' | 'rejected' | null> {
    const owner = await createBetsRepo(deps.db).find(betId);
    if (!owner) return null;
    const decided = await deps.db.transaction(async (tx) => {
      await deps.stakes.lock(tx, owner.userId);
      const repo = createBetsRepo(tx);
      const bet = await repo.lock(betId);
      if (!bet || bet.status !== 'pending') return null;
      const legs = await repo.legsOf([bet.id]);
      const selections = await repo.selections([...new Set(legs.map((leg) => leg.marketId))], true);
      let reason: string | null = null;
      try {
        acceptedOdds(bet.oddsPolicy as 'none' | 'higher' | 'any', legs, selections);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        reason = error.detail;
      }
      const now = deps.clock();
      if (reason === null) {
        const moved = await repo.transition(bet, { status: 'open', acceptAt: null });
        if (!moved) return null;
        await deps.ledger.transferIn(tx, {
          idempotencyKey: `sportsbook:${bet.id}:accept`,
          kind: 'sportsbook_bet_accept',
          postings: [
            { account: { house: 'sportsbook_pending' }, amount: -bet.stake },
            { account: { house: 'sportsbook_open' }, amount: bet.stake },
          ],
          metadata: { betId: bet.id },
        });
        await queueOpenedBet(tx, bet.id);
        return moved;
      }
      const moved = await repo.transition(bet, {
        status: 'rejected',
        rejectReason: reason,
        payout: bet.stake,
        settledAt: now,
      });
      if (!moved) return null;
      await deps.stakes.returnStake(tx, {
        userId: bet.userId,
        split: readSplit(bet.stakeSplit),
        key: `sportsbook:${bet.id}:reject`,
        house: 'sportsbook_pending',
        kind: 'sportsbook_bet_reject',
        metadata: { betId: bet.id, reason },
      });
      return moved;
    });
    if (!decided) return null;
    if (decided.status === 'rejected') await deps.publishBalance(owner.userId);
    await deps.publishBet(decided);
    return decided.status === 'open' ? 'open' : 'rejected';
  }

  return {
    decide,
    /** One pass of the loop: every pending bet whose delay has passed, one per transaction. */
    decideDue: async (limit = 100) => {
      const due = await createBetsRepo(deps.db).pendingDue(deps.clock(), limit);
      return forEachItem(due, decide, { log: deps.log, name: 'sportsbook bet acceptance' });
    },
  };
}
