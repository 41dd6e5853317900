import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Ledger } from './ledger.service';
import { createWalletRepo } from './wallet.repo';

/** Money a stake took, or a win pays, per balance: main (withdrawable) and bonus. */
export interface TSplit {
  main: bigint;
  bonus: bigint;
}

/**
 * Game money, for the seamless wallet: every call runs inside the caller's transaction, so the
 * round's records and the ledger move together. Stakes spend main money first, then bonus
 * money; wins go back in the proportions the round was staked. The main part of a stake counts
 * toward the wager rule; what the bonuses capability counts is its own business (this is its hook).
 */
export function createStakes(deps: { db: Db; ledger: Ledger }) {
  async function spendable(db: Db | Tx, userId: string): Promise<bigint> {
    const { main, bonus } = await deps.ledger.playerBalances(db, userId);
    return main + bonus;
  }

  return {
    spendable,

    /**
     * Takes the player's money lock for the caller's transaction: the first lock of every game
     * money call, before the round's row and the ledger accounts (the global lock order).
     */
    async lock(tx: Tx, userId: string): Promise<void> {
      await createWalletRepo(tx).lockStakes(userId);
    },

    async stake(
      tx: Tx,
      input: { userId: string; amount: bigint; key: string; metadata: Record<string, unknown> },
    ): Promise<TSplit> {
      if (input.amount === 0n) return { main: 0n, bonus: 0n };
      const repo = createWalletRepo(tx);
      await repo.lockStakes(input.userId);
      const { main, bonus } = await deps.ledger.playerBalances(tx, input.userId);
      if (main + bonus < input.amount) {
        throw new AppError('insufficient_funds', 402, { balance: (main + bonus).toString() });
      }
      const fromMain = main < input.amount ? main : input.amount;
      const split = { main: fromMain, bonus: input.amount - fromMain };
      await deps.ledger.transferIn(tx, {
        idempotencyKey: input.key,
        kind: 'game_bet',
        postings: [
          ...(split.main > 0n
            ? [{ account: { userId: input.userId, kind: 'main' as const }, amount: -split.main }]
            : []),
          ...(split.bonus > 0n
            ? [{ account: { userId: input.userId, kind: 'bonus' as const }, amount: -split.bonus }]
            : []),
          { account: { house: 'game' }, amount: input.amount },
        ],
        metadata: input.metadata,
      });
      if (split.main > 0n) await repo.addWagered(input.userId, split.main);
      return split;
    },

    /** Pays `amount` split like the round's stakes (`staked`); all main when nothing was staked. */
    async payWin(
      tx: Tx,
      input: {
        userId: string;
        amount: bigint;
        staked: TSplit;
        key: string;
        metadata: Record<string, unknown>;
      },
    ): Promise<TSplit> {
      if (input.amount === 0n) return { main: 0n, bonus: 0n };
      const total = input.staked.main + input.staked.bonus;
      const bonus = total === 0n ? 0n : (input.amount * input.staked.bonus) / total;
      const split = { main: input.amount - bonus, bonus };
      await deps.ledger.transferIn(tx, {
        idempotencyKey: input.key,
        kind: 'game_win',
        postings: [
          { account: { house: 'game' }, amount: -input.amount },
          ...(split.main > 0n
            ? [{ account: { userId: input.userId, kind: 'main' as const }, amount: split.main }]
            : []),
          ...(split.bonus > 0n
            ? [{ account: { userId: input.userId, kind: 'bonus' as const }, amount: split.bonus }]
            : []),
        ],
        metadata: input.metadata,
      });
      return split;
    },

    /** Gives a cancelled stake back to the balances it came from. */
    async returnStake(
      tx: Tx,
      input: { userId: string; split: TSplit; key: string; metadata: Record<string, unknown> },
    ): Promise<void> {
      const amount = input.split.main + input.split.bonus;
      if (amount === 0n) return;
      await deps.ledger.transferIn(tx, {
        idempotencyKey: input.key,
        kind: 'game_bet_rollback',
        postings: [
          { account: { house: 'game' }, amount: -amount },
          ...(input.split.main > 0n
            ? [
                {
                  account: { userId: input.userId, kind: 'main' as const },
                  amount: input.split.main,
                },
              ]
            : []),
          ...(input.split.bonus > 0n
            ? [
                {
                  account: { userId: input.userId, kind: 'bonus' as const },
                  amount: input.split.bonus,
                },
              ]
            : []),
        ],
        metadata: input.metadata,
      });
      if (input.split.main > 0n)
        await createWalletRepo(tx).addWagered(input.userId, -input.split.main);
    },
  };
}

export type Stakes = ReturnType<typeof createStakes>;
