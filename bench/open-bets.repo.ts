// Loads open prematch singles for the settlement benchmark faster than placing them one by one:
// each stake is the ledger transfer placement makes (the player's main money to the open-bets
// account, under the same key, kind and metadata), and the bet and its leg are written in bulk
// rows as placement writes them, a few hundred bets per transaction. Only the bench uses it.
import { potentialPayout } from '@aurum/sportsbook';
import type { Db } from '../apps/server/src/db/client';
import { sbBetLegs, sbBets } from '../apps/server/src/db/schema';
import { storeSplit } from '../apps/server/src/modules/sportsbook/bets-deps';
import type { Ledger } from '../apps/server/src/modules/wallet/ledger.service';

/** A single on one outcome of the market, staked from the player's main money. */
export interface TOpenSingle {
  id: string;
  userId: string;
  outcomeId: string;
  odds: number;
  stake: bigint;
}

const BETS_PER_TRANSACTION = 500;

export async function insertOpenSingles(
  db: Db,
  ledger: Pick<Ledger, 'transferIn'>,
  market: { eventId: string; marketId: string; placedAt: Date; currencyCode: string },
  bets: TOpenSingle[],
): Promise<void> {
  for (let start = 0; start < bets.length; start += BETS_PER_TRANSACTION) {
    const batch = bets.slice(start, start + BETS_PER_TRANSACTION);
    await db.transaction(async (tx) => {
      for (const bet of batch) {
        await ledger.transferIn(tx, {
          idempotencyKey: `sportsbook:${bet.id}:place`,
          kind: 'sportsbook_bet',
          postings: [
            { account: { userId: bet.userId, kind: 'main' }, amount: -bet.stake },
            { account: { house: 'sportsbook_open' }, amount: bet.stake },
          ],
          metadata: { betId: bet.id },
        });
      }
      await tx.insert(sbBets).values(
        batch.map((bet) => ({
          id: bet.id,
          userId: bet.userId,
          kind: 'single',
          status: 'open',
          stake: bet.stake,
          placedStake: bet.stake,
          currencyCode: market.currencyCode,
          oddsPolicy: 'none',
          totalOdds: BigInt(bet.odds),
          potentialPayout: potentialPayout({
            kind: 'single',
            stakeMinor: bet.stake,
            odds: [bet.odds],
          }),
          stakeSplit: storeSplit({ main: bet.stake, bonus: 0n, grants: [], progress: null }),
          idempotencyKey: `bench-${bet.id}`,
          placedAt: market.placedAt,
        })),
      );
      await tx.insert(sbBetLegs).values(
        batch.map((bet) => ({
          betId: bet.id,
          position: 0,
          eventId: market.eventId,
          marketId: market.marketId,
          outcomeId: bet.outcomeId,
          odds: bet.odds,
        })),
      );
    });
  }
}
