import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { HOUSE_KINDS, Ledger, TPosting } from './ledger.service';
import type { TGrantPart, TStakeEvent, TWalletHooks } from './wallet-hooks';
import { createWalletRepo } from './wallet.repo';

/**
 * Money a stake took, or a win pays, per balance: main (withdrawable) and bonus; `bonus` is the
 * player's bonus balance and the grants' parts together, `grants` those parts one by one.
 */
export interface TSplit {
  main: bigint;
  bonus: bigint;
  grants: TGrantPart[];
}

/** A stake's split, and the wagering progress it counted to a grant (given back on rollback). */
export interface TStakeSplit extends TSplit {
  progress: TGrantPart | null;
}

/** The house account a stake goes to and payouts come from (`game` for the seamless wallet). */
export type TStakeHouse = (typeof HOUSE_KINDS)[number];

const sum = (parts: TGrantPart[]) => parts.reduce((total, part) => total + part.amount, 0n);

/**
 * Game money, for the seamless wallet: every call runs inside the caller's transaction, so the
 * round's records and the ledger move together. Stakes spend main money first, then the bonus
 * balance, then grants, soonest-expiring first; wins and returned stakes go back in the
 * proportions the round was staked, a grant's share to the grant while it is open, to main
 * once it converted, written off once it expired or was forfeited. The main part of a stake
 * counts toward the withdrawal wager rule; the whole stake toward the current grant's wagering.
 */
export function createStakes(deps: { db: Db; ledger: Ledger; hooks: TWalletHooks }) {
  async function spendable(db: Db | Tx, userId: string): Promise<bigint> {
    const { main, bonus, grants } = await deps.ledger.playerBalances(db, userId);
    return main + bonus + grants;
  }

  /** Postings that pay `parts` of the grants where each belongs now. */
  async function grantPostings(
    tx: Tx,
    userId: string,
    parts: TGrantPart[],
  ): Promise<{ postings: TPosting[]; toMain: bigint; toGrants: bigint }> {
    const owed = parts.filter((part) => part.amount > 0n);
    if (owed.length === 0 || !deps.hooks.bonusMoney)
      return { postings: [], toMain: 0n, toGrants: 0n };
    const where = await deps.hooks.bonusMoney.destinations(
      tx,
      owed.map((part) => part.grantId),
    );
    const postings: TPosting[] = [];
    let toMain = 0n;
    let toGrants = 0n;
    for (const part of owed) {
      const destination = where.get(part.grantId) ?? 'written_off';
      if (destination === 'main') toMain += part.amount;
      else if (destination === 'grant') {
        toGrants += part.amount;
        postings.push({
          account: { userId, kind: 'grant', grantId: part.grantId },
          amount: part.amount,
        });
      } else postings.push({ account: { house: 'bonus_cost' }, amount: part.amount });
    }
    return { postings, toMain, toGrants };
  }

  /**
   * Pays `split` out of the house (`from`: postings summing to minus the amount; the game account
   * by default) to where each part belongs now.
   */
  async function payBack(
    tx: Tx,
    input: {
      userId: string;
      split: TSplit;
      key: string;
      kind: string;
      metadata: object;
      from?: TPosting[];
    },
  ): Promise<TSplit> {
    const { userId, split } = input;
    const amount = split.main + split.bonus;
    const grants = await grantPostings(tx, userId, split.grants);
    const legacy = split.bonus - sum(split.grants);
    const main = split.main + grants.toMain;
    const postings: TPosting[] = [
      ...(input.from ?? [{ account: { house: 'game' as const }, amount: -amount }]),
      ...(main > 0n ? [{ account: { userId, kind: 'main' as const }, amount: main }] : []),
      ...(legacy > 0n ? [{ account: { userId, kind: 'bonus' as const }, amount: legacy }] : []),
      ...grants.postings,
    ];
    await deps.ledger.transferIn(tx, {
      idempotencyKey: input.key,
      kind: input.kind,
      postings,
      metadata: { ...input.metadata },
    });
    return { main, bonus: legacy + grants.toGrants, grants: split.grants };
  }

  return {
    spendable,

    /** Tells the modules counting bets (tournaments) what a stake did, in the caller's transaction. */
    async report(tx: Tx, event: TStakeEvent): Promise<void> {
      for (const hook of deps.hooks.stakeEvents) await hook(tx, event);
    },

    /**
     * Takes the player's money lock for the caller's transaction: the first lock of every game
     * money call, before the round's row and the ledger accounts (the global lock order).
     */
    async lock(tx: Tx, userId: string): Promise<void> {
      await createWalletRepo(tx).lockStakes(userId);
    },

    /**
     * Takes several players' money locks, in id order: every holder of more than one takes them
     * in that order, so two of them never wait on each other in a cycle.
     */
    async lockAll(tx: Tx, userIds: string[]): Promise<void> {
      await createWalletRepo(tx).lockStakesInOrder([...new Set(userIds)].sort());
    },

    async stake(
      tx: Tx,
      input: {
        userId: string;
        amount: bigint;
        key: string;
        /** The game staked on, or `sportsbook` (its bonus contribution is the `sportsbook` category's). */
        gameId: number | 'sportsbook';
        metadata: Record<string, unknown>;
        /** Where the stake goes (`game` by default) and the transfer's kind (`game_bet`). */
        house?: TStakeHouse;
        kind?: string;
      },
    ): Promise<TStakeSplit> {
      if (input.amount === 0n) return { main: 0n, bonus: 0n, grants: [], progress: null };
      const repo = createWalletRepo(tx);
      await repo.lockStakes(input.userId);
      const move = { userId: input.userId, amount: input.amount };
      for (const guard of deps.hooks.stakeGuards) await guard.placing(tx, move);
      const { main, bonus } = await deps.ledger.playerBalances(tx, input.userId);
      const lent = await deps.hooks.bonusMoney?.forStake(tx, input.userId, input.amount);
      const available = lent?.grants ?? [];
      const total = main + bonus + available.reduce((all, grant) => all + grant.balance, 0n);
      if (total < input.amount) {
        throw new AppError('insufficient_funds', 402, { balance: total.toString() });
      }
      const take = (from: bigint, left: bigint) => (from < left ? from : left);
      const fromMain = take(main, input.amount);
      let left = input.amount - fromMain;
      const fromBonus = take(bonus, left);
      left -= fromBonus;
      const grants: TGrantPart[] = [];
      for (const grant of available) {
        if (left === 0n) break;
        const amount = take(grant.balance, left);
        if (amount > 0n) grants.push({ grantId: grant.grantId, amount });
        left -= amount;
      }
      const split = { main: fromMain, bonus: fromBonus + sum(grants), grants };
      await deps.ledger.transferIn(tx, {
        idempotencyKey: input.key,
        kind: input.kind ?? 'game_bet',
        postings: [
          ...(split.main > 0n
            ? [{ account: { userId: input.userId, kind: 'main' as const }, amount: -split.main }]
            : []),
          ...(fromBonus > 0n
            ? [{ account: { userId: input.userId, kind: 'bonus' as const }, amount: -fromBonus }]
            : []),
          ...grants.map((part) => ({
            account: { userId: input.userId, kind: 'grant' as const, grantId: part.grantId },
            amount: -part.amount,
          })),
          { account: { house: input.house ?? 'game' }, amount: input.amount },
        ],
        metadata: input.metadata,
      });
      if (split.main > 0n) await repo.addWagered(input.userId, split.main);
      // Wagering counts only while a grant is active: none, nothing to count.
      const progress = lent ? await lent.wager(input.amount, input.gameId) : null;
      return { ...split, progress };
    },

    /**
     * Pays `amount` split like the round's stakes (`staked`), each part rounded down and the
     * rest to main; all main when nothing was staked.
     */
    async payWin(
      tx: Tx,
      input: {
        userId: string;
        amount: bigint;
        staked: TSplit;
        key: string;
        metadata: Record<string, unknown>;
        /** House postings paying it (summing to minus `amount`; the game account by default). */
        from?: TPosting[];
        kind?: string;
      },
    ): Promise<TSplit> {
      if (input.amount === 0n) return { main: 0n, bonus: 0n, grants: [] };
      const { staked } = input;
      const total = staked.main + staked.bonus;
      const share = (part: bigint) => (total === 0n ? 0n : (input.amount * part) / total);
      const grants = staked.grants.map((part) => ({
        grantId: part.grantId,
        amount: share(part.amount),
      }));
      const legacy = share(staked.bonus - sum(staked.grants));
      const bonus = legacy + sum(grants);
      const paid = await payBack(tx, {
        userId: input.userId,
        split: { main: input.amount - bonus, bonus, grants },
        key: input.key,
        kind: input.kind ?? 'game_win',
        metadata: input.metadata,
        from: input.from,
      });
      const move = { userId: input.userId, amount: input.amount };
      for (const guard of deps.hooks.stakeGuards) await guard.winPaid(tx, move);
      return paid;
    },

    /** Gives a cancelled stake back to where it came from, and takes back its progress. */
    async returnStake(
      tx: Tx,
      input: {
        userId: string;
        split: TStakeSplit;
        key: string;
        metadata: Record<string, unknown>;
        /** The house account the stake went to (`game` by default) and the transfer's kind. */
        house?: TStakeHouse;
        kind?: string;
      },
    ): Promise<void> {
      if (input.split.main + input.split.bonus === 0n) return;
      await payBack(tx, {
        userId: input.userId,
        split: input.split,
        key: input.key,
        kind: input.kind ?? 'game_bet_rollback',
        metadata: input.metadata,
        from: [
          {
            account: { house: input.house ?? 'game' },
            amount: -(input.split.main + input.split.bonus),
          },
        ],
      });
      if (input.split.main > 0n)
        await createWalletRepo(tx).addWagered(input.userId, -input.split.main);
      if (input.split.progress && deps.hooks.bonusMoney)
        await deps.hooks.bonusMoney.unwager(tx, input.split.progress);
      const move = { userId: input.userId, amount: input.split.main + input.split.bonus };
      for (const guard of deps.hooks.stakeGuards) await guard.stakeReturned(tx, move);
    },
  };
}

export type Stakes = ReturnType<typeof createStakes>;
