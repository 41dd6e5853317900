import {
  SportsbookErrorDetail as Detail,
  type TBetsPage,
  type TPlaceBet,
  type TSportBet,
} from '@aurum/contracts/sportsbook';
import { AppError } from '../../lib/app-error';
import type { TItemLog } from '../../lib/each-item';
import { createAcceptBets } from './accept-bets';
import type { TBetsDeps } from './bets-deps';
import { presentBets } from './bets-view';
import { createBetsRepo, UNSETTLED, type TBetRow } from './bets.repo';
import { createCashOut } from './cash-out';
import { createPlaceBet } from './place-bet';
import { createSettleBets } from './settle-bets';

const SETTLED_STATUSES = ['rejected', 'won', 'lost', 'void', 'cashed_out'] as const;

/** The sportsbook's money side: placement, live acceptance, settlement, cash-out, my bets. */
export function createBetsService(deps: TBetsDeps & { log?: TItemLog }) {
  const place = createPlaceBet(deps);
  const acceptance = createAcceptBets(deps);
  const settlement = createSettleBets(deps);
  const cashOut = createCashOut(deps);

  const present = (bets: TBetRow[]) =>
    presentBets(deps.db, bets, {
      precision: deps.currency.precision,
      cashOut: async (bet) => (await cashOut.currentOffer(deps.db, bet))?.amountMinor ?? null,
    });
  async function presentOne(bet: TBetRow): Promise<TSportBet> {
    const [presented] = await present([bet]);
    if (!presented) throw AppError.notFound(Detail.betNotFound);
    return presented;
  }

  return {
    /** Places one bet; `key` is the client's idempotency key (a repeat answers the first bet). */
    async place(userId: string, key: string, slip: TPlaceBet): Promise<TSportBet> {
      return presentOne((await place(userId, key, slip)).bet);
    },
    async list(
      userId: string,
      query: { status: 'open' | 'settled'; limit: number; offset: number },
    ): Promise<TBetsPage> {
      const statuses = query.status === 'open' ? UNSETTLED : SETTLED_STATUSES;
      const { rows, total } = await createBetsRepo(deps.db).page(
        userId,
        statuses,
        query.limit,
        query.offset,
      );
      return { items: await present(rows), meta: { total } };
    },
    async one(userId: string, betId: string): Promise<TSportBet> {
      const bet = await createBetsRepo(deps.db).find(betId);
      if (!bet || bet.userId !== userId) throw AppError.notFound(Detail.betNotFound);
      return presentOne(bet);
    },
    cashOutQuote: cashOut.quote,
    async cashOut(userId: string, betId: string, token: string): Promise<TSportBet> {
      return presentOne(await cashOut.take(userId, betId, token));
    },
    decide: acceptance.decide,
    decideDue: acceptance.decideDue,
    settle: settlement.settle,
    settleDue: settlement.settleDue,
  };
}

export type BetsService = ReturnType<typeof createBetsService>;
