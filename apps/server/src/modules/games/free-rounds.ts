import type { TSeamlessFreeRound } from '@aurum/contracts/seamless';
import type { DbOrTx, Tx } from '../../db/client';

/** A free round's bet as the seamless wallet hands it on. */
export interface TFreeRoundBet {
  studio: string;
  roundId: string;
  transactionId: string;
  userId: string;
  gameId: number;
  freeRoundId: string;
  amount: bigint;
}

/**
 * Free rounds (free spins a bonus awarded), as the module that awards them (bonuses) lends them
 * to the seamless wallet. Every call but `available` runs inside the wallet call's transaction,
 * under the player's money lock; none moves player money: the house stakes a free round, and
 * its wins go to the free round's winnings.
 */
export interface TFreeRounds {
  /** The player's active free rounds for a game, soonest-expiring first. */
  available(db: DbOrTx, userId: string, gameId: number): Promise<TSeamlessFreeRound[]>;
  /** Takes one spin for a bet; throws an AppError (free_round_*) when it may not. */
  take(tx: Tx, bet: TFreeRoundBet): Promise<TSeamlessFreeRound>;
  /** Whether the studio's round plays a free spin. */
  isFreeRound(tx: Tx, studio: string, roundId: string): Promise<boolean>;
  /**
   * Adds a free round's win to its winnings (a finished round that was the last spin turns the
   * winnings into a bonus, `moved`); undefined when the round is not a free round.
   */
  win(
    tx: Tx,
    input: { studio: string; roundId: string; amount: bigint; finished: boolean },
  ): Promise<{ freeRound: TSeamlessFreeRound; moved: boolean } | undefined>;
  /** Gives a rolled-back free spin back; undefined when the bet did not play one. */
  rollback(
    tx: Tx,
    input: { studio: string; roundId: string; betTransactionId: string },
  ): Promise<TSeamlessFreeRound | undefined>;
}
