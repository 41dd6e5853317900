import { randomUUID } from 'node:crypto';
import { toMoney } from '@aurum/contracts/money';
import {
  WheelErrorDetail,
  type TAdminWheelTable,
  type TWheelPrizeKind,
  type TWheelPrizes,
  type TWheelSpinResult,
  type TWheelTableBody,
  type TWheelUser,
} from '@aurum/contracts/wheel';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { endOfUtcDay, utcDay } from '../../lib/utc-day';
import type { BonusesService } from '../bonuses/bonuses.service';
import type { Ledger } from '../wallet/ledger.service';
import type { Stakes } from '../wallet/stakes.service';
import { drawPrize, totalWeight } from './draw';
import {
  createWheelRepo,
  type TWheelPrizeRow,
  type TWheelSpinRow,
  type TWheelTableRow,
} from './wheel.repo';
import { presentTable, prizesFromBody } from './wheel-table';

const drawable = (table: TWheelTableRow | undefined): table is TWheelTableRow =>
  table !== undefined && totalWeight(table.prizes.map((prize) => prize.weight)) > 0;

/**
 * The daily prize wheel: one spin per player per UTC day (the spins table's unique key), drawn
 * on the server from the current version of the operator's weighted table, paid in the spin's
 * transaction under the player's money lock: `main` to the balance from the wheel's house
 * account, `bonus` as a grant on the named offer's terms, `promo` as the row's code.
 */
export function createWheelService(deps: {
  db: Db;
  ledger: Ledger;
  stakes: Stakes;
  bonuses: BonusesService;
  /** Account-currency digits: prizes are USD. */
  precision: number;
  publishBalance: (userId: string) => Promise<void>;
  /** The wall clock; tests move it to the next UTC day. */
  clock: () => Date;
  /** Responsible gaming: refuses a blocked player's spin (403 `rg_blocked`). */
  refuseBlocked?: (userId: string) => Promise<void>;
}) {
  const money = (amount: bigint) => toMoney(amount, deps.precision);
  const notAvailable = (nextSpinAt: Date | null) =>
    AppError.conflict(WheelErrorDetail.notAvailable, {
      nextSpinAt: nextSpinAt?.toISOString() ?? null,
    });

  /** A bonus prize: an active grant of the prize's amount on the offer's other terms. */
  async function grantBonus(tx: Tx, spin: TWheelSpinRow, prize: TWheelPrizeRow, now: Date) {
    const offer = prize.bonusOfferId ? await deps.bonuses.offer(prize.bonusOfferId, tx) : undefined;
    if (!offer) throw new Error(`wheel prize ${prize.position} has no bonus offer`);
    const grant = await deps.bonuses.grants.create(
      tx,
      {
        userId: spin.userId,
        offerId: offer.id,
        source: 'wheel',
        sourceRef: spin.id,
        title: offer.title,
        terms: { ...offer.terms, fixedAmount: spin.amount, matchBp: 0 },
        amount: spin.amount,
        status: 'active',
      },
      now,
    );
    if (!grant) throw new Error(`spin ${spin.id} already has its grant`);
    await createWheelRepo(tx).setGrant(spin.id, grant.id);
    return grant.id;
  }

  /** Draws, records and pays one spin inside the caller's transaction. */
  async function spinIn(tx: Tx, userId: string, now: Date): Promise<TWheelSpinResult> {
    await deps.stakes.lock(tx, userId);
    const repo = createWheelRepo(tx);
    const table = await repo.current();
    if (!drawable(table)) throw notAvailable(null);
    // node:crypto's randomInt over the rows' cumulative weights.
    const index = drawPrize(table.prizes.map((prize) => prize.weight));
    const prize = table.prizes[index];
    if (!prize) throw new Error(`drew index ${index} of ${table.prizes.length}`);
    const spin = await repo.insertSpin({
      id: randomUUID(),
      userId,
      spinDay: utcDay(now),
      tableVersion: table.version,
      prizeIndex: prize.position,
      kind: prize.kind,
      amount: prize.amount,
      promoCode: prize.promoCode,
    });
    // The unique key (player, day): today's spin is taken, by this request's twin or earlier.
    if (!spin) throw notAvailable(endOfUtcDay(now));
    let bonusId: string | null = null;
    if (spin.kind === 'main') {
      await deps.ledger.transferIn(tx, {
        idempotencyKey: `wheel:${spin.id}`,
        kind: 'wheel_prize',
        postings: [
          { account: { house: 'wheel_cost' }, amount: -spin.amount },
          { account: { userId, kind: 'main' }, amount: spin.amount },
        ],
        metadata: { spinId: spin.id, tableVersion: spin.tableVersion, prizeIndex: spin.prizeIndex },
      });
    } else if (spin.kind === 'bonus') {
      bonusId = await grantBonus(tx, spin, prize, now);
    }
    return {
      prizeIndex: spin.prizeIndex,
      version: spin.tableVersion,
      amount: money(spin.amount),
      promo: spin.promoCode,
      balanceType: spin.kind as TWheelPrizeKind,
      bonusId,
      nextSpinAt: endOfUtcDay(now).toISOString(),
    };
  }

  return {
    /** Whether the player may spin now: a table to draw from and no spin this UTC day. */
    async user(userId: string): Promise<TWheelUser> {
      const now = deps.clock();
      const repo = createWheelRepo(deps.db);
      const [table, spin] = await Promise.all([repo.current(), repo.spinOn(userId, utcDay(now))]);
      if (spin) return { isAvailable: false, nextSpinAt: endOfUtcDay(now).toISOString() };
      return { isAvailable: drawable(table), nextSpinAt: null };
    },

    /** The current table's segments as players see them (no weights); 404 without a table. */
    async prizes(): Promise<TWheelPrizes> {
      const table = await createWheelRepo(deps.db).current();
      if (!table) throw AppError.notFound(WheelErrorDetail.notAvailable);
      return {
        version: table.version,
        items: table.prizes.map((prize) => ({
          amount: money(prize.amount),
          kind: prize.kind as TWheelPrizeKind,
        })),
      };
    },

    /**
     * The player's spin of the day, or 409 `turbine_of_luck_not_available` (with `nextSpinAt`
     * when it was already used); the balance is published once the spin has committed.
     */
    async spin(userId: string): Promise<TWheelSpinResult> {
      await deps.refuseBlocked?.(userId);
      const now = deps.clock();
      const result = await deps.db.transaction((tx) => spinIn(tx, userId, now));
      if (result.balanceType === 'main' || result.balanceType === 'bonus')
        await deps.publishBalance(userId);
      return result;
    },

    /** The current table with its weights (back office); undefined before the first. */
    async current(): Promise<TAdminWheelTable | undefined> {
      const table = await createWheelRepo(deps.db).current();
      return table && presentTable(table, deps.precision);
    },

    /** Publishes the next version; spins already made keep the version they were drawn from. */
    async saveTable(body: TWheelTableBody, operatorId: string): Promise<TAdminWheelTable> {
      const prizes = await prizesFromBody(body, deps.precision, async (id) =>
        Boolean((await deps.bonuses.offer(id))?.enabled),
      );
      const table = await deps.db.transaction(async (tx) => {
        const repo = createWheelRepo(tx);
        await repo.insert(operatorId, prizes);
        return repo.current();
      });
      if (!table) throw new Error('the published wheel table is not there');
      return presentTable(table, deps.precision);
    },
  };
}

export type WheelService = ReturnType<typeof createWheelService>;
