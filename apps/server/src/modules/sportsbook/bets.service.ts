import {
  SportsbookErrorDetail as Detail,
  type TBetsPage,
  type TPlaceBet,
  type TSportBet,
} from '@aurum/contracts/sportsbook';
import { AppError } from '../../lib/app-error';
import type { TItemLog } from '../../lib/each-item';
import { createAcceptBets } from './accept-bets';
import { readPlayers, type TBetsDeps, type TPlayer } from './bets-deps';
import { presentBets } from './bets-view';
import { createBetsRepo, UNSETTLED, type TBetRow } from './bets.repo';
import { createCashOut } from './cash-out';
import { createPlaceBet } from './place-bet';
import { createSettlement } from './settle-pass';

const SETTLED_STATUSES = ['rejected', 'won', 'lost', 'void', 'cashed_out'] as const;

/**
 * The sportsbook's money side: placement, live acceptance, settlement, cash-out, my bets. Each
 * change of a bet, once committed, goes to `publishBetView` as the player sees the bet.
 */
export function createBetsService(
  deps: Omit<TBetsDeps, 'publishBet' | 'publishBets'> & {
    /** Sends a bet's view to its player's live connections. */
    publishBetView: (player: TPlayer, bet: TSportBet) => void | Promise<void>;
    log?: TItemLog;
  },
) {
  /**
   * The money already moved and committed: a failed publication is only logged. `views` are
   * the bets already presented, `players` their players already read.
   */
  async function publishViews(
    bets: TBetRow[],
    options: { views?: TSportBet[]; players?: ReadonlyMap<string, TPlayer> } = {},
  ) {
    try {
      const players =
        options.players ??
        (await readPlayers(
          deps.users,
          bets.map((bet) => bet.userId),
        ));
      const views = options.views ?? (await present(bets));
      for (const [index, bet] of bets.entries()) {
        const player = players.get(bet.userId);
        const view = views[index];
        if (!player || !view) continue;
        try {
          await deps.publishBetView(player, view);
        } catch (error) {
          deps.log?.warn({ err: error, userId: bet.userId }, 'sportsbook bet not published');
        }
      }
    } catch (error) {
      deps.log?.warn({ err: error }, 'sportsbook bets not published');
    }
  }
  const useCaseDeps: TBetsDeps = {
    ...deps,
    publishBet: (bet) => publishViews([bet]),
    publishBets: (bets, players) => publishViews(bets, { players }),
  };
  const place = createPlaceBet(useCaseDeps);
  const acceptance = createAcceptBets(useCaseDeps);
  const settlement = createSettlement(useCaseDeps);
  const cashOut = createCashOut(useCaseDeps);

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
      const { bet, created } = await place(userId, key, slip);
      const view = await presentOne(bet);
      if (created) await publishViews([bet], { views: [view] });
      return view;
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
      const bet = await cashOut.take(userId, betId, token);
      const view = await presentOne(bet);
      await publishViews([bet], { views: [view] });
      return view;
    },
    decide: acceptance.decide,
    decideDue: acceptance.decideDue,
    settle: settlement.settle,
    settleDue: settlement.settleDue,
  };
}

export type BetsService = ReturnType<typeof createBetsService>;
