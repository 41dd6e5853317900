import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@aurum/games';
import type { TFairness, TFairRound } from '@aurum/contracts/games';
import { toMoney } from '@aurum/contracts/money';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createStudioRepo, type TStudioSeedRow } from './studio.repo';

const REVEALED_SHOWN = 10;

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

/** Ten-thousandths as a decimal with two places, rounded down, in integers: 19_800 -> "1.98". */
const formatMultiplier = (tenThousandths: number) =>
  `${Math.trunc(tenThousandths / 10_000)}.${String(Math.trunc((tenThousandths % 10_000) / 100)).padStart(2, '0')}`;

/**
 * Seed pairs per player: the server seed stays secret (only its hash is shown) until the
 * player rotates it; the client seed is the player's; the nonce counts rounds under the pair.
 */
export function createFairness(deps: { db: Db }) {
  /** The player's committed pair, created on first use. */
  async function activeSeed(db: DbOrTx, playerRef: string, lock = false): Promise<TStudioSeedRow> {
    const repo = createStudioRepo(db);
    const existing = await repo.activeSeed(playerRef, lock);
    if (existing) return existing;
    const serverSeed = newServerSeed();
    await repo.insertSeed({
      playerRef,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: newClientSeed(),
    });
    const created = await repo.activeSeed(playerRef, lock);
    if (!created) throw new Error('seed pair not stored');
    return created;
  }

  async function view(playerRef: string): Promise<TFairness> {
    const seed = await activeSeed(deps.db, playerRef);
    const revealed = await createStudioRepo(deps.db).revealedSeeds(playerRef, REVEALED_SHOWN);
    return {
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
      previous: revealed.map((row) => ({
        serverSeed: row.serverSeed,
        serverSeedHash: row.serverSeedHash,
        clientSeed: row.clientSeed,
        nonce: row.nonce,
        revealedAt: (row.revealedAt ?? row.createdAt).toISOString(),
      })),
    };
  }

  return {
    activeSeed,

    /** Takes the next nonce of the player's pair, inside the round's transaction. */
    async nextRound(tx: Tx, playerRef: string) {
      const seed = await activeSeed(tx, playerRef, true);
      await createStudioRepo(tx).updateSeed(seed.id, { nonce: seed.nonce + 1 });
      return {
        seedId: seed.id,
        seeds: { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce },
        serverSeedHash: seed.serverSeedHash,
      };
    },

    view,

    async setClientSeed(playerRef: string, clientSeed: string): Promise<TFairness> {
      await deps.db.transaction(async (tx) => {
        const seed = await activeSeed(tx, playerRef, true);
        await createStudioRepo(tx).updateSeed(seed.id, { clientSeed });
      });
      return view(playerRef);
    },

    /**
     * Reveals the server seed and commits a new one. Refused while a round is unfinished: its
     * outcome (a mines board) is already fixed by the seed, and revealing it would give it away.
     */
    async rotate(playerRef: string): Promise<TFairness> {
      await deps.db.transaction(async (tx) => {
        const repo = createStudioRepo(tx);
        const seed = await activeSeed(tx, playerRef, true);
        if (await repo.playerHasUnfinished(playerRef)) throw AppError.conflict('round_in_progress');
        await repo.updateSeed(seed.id, { active: false, revealedAt: new Date() });
        const serverSeed = newServerSeed();
        await repo.insertSeed({
          playerRef,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          clientSeed: seed.clientSeed,
        });
      });
      return view(playerRef);
    },

    async rounds(playerRef: string, page: { limit: number; offset: number }) {
      const { rows, total } = await createStudioRepo(deps.db).playerRounds(playerRef, page);
      const items: TFairRound[] = rows.map(
        ({ round, gameTitle, currency, precision, ...seed }) => ({
          id: round.id,
          code: round.gameCode,
          gameTitle,
          demo: round.demo,
          currency,
          bet: toMoney(round.bet, precision),
          staked: toMoney(round.bet + round.extraStake, precision),
          payout: toMoney(round.payout, precision),
          multiplier: formatMultiplier(round.multiplier),
          nonce: round.nonce ?? 0,
          clientSeed: round.clientSeed ?? '',
          serverSeedHash: seed.serverSeedHash,
          serverSeed: seed.serverSeed,
          params: round.params,
          actions: round.actions,
          outcome: round.outcome ?? null,
          status: round.status === 'closed' ? 'closed' : 'open',
          createdAt: round.createdAt.toISOString(),
        }),
      );
      return { items, meta: { ...page, total } };
    },
  };
}

export type Fairness = ReturnType<typeof createFairness>;
