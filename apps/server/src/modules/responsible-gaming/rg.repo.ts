import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { rgActivity, rgLimits, rgSettings } from '../../db/schema';

export type TRgSettingsRow = typeof rgSettings.$inferSelect;
export type TRgLimitRow = typeof rgLimits.$inferSelect;
export type TRgKind = 'deposit' | 'wager' | 'loss';
export type TRgPeriodName = 'day' | 'week' | 'month';

/** Sums of a kind over the day, the week (7 UTC days) and the month (30 UTC days). */
export type TRgSums = Record<TRgKind, Record<TRgPeriodName, bigint>>;

/** What one stake needs to know, read in one statement: the block, the limits, the sums. */
export interface TRgSnapshot {
  settings: Pick<TRgSettingsRow, 'timeOutUntil' | 'excludedUntil' | 'excludedPermanently'> | null;
  limits: { kind: TRgKind; period: TRgPeriodName; amount: bigint }[];
  sums: TRgSums;
}

const COLUMNS = { deposit: 'deposited', wager: 'wagered', loss: 'net_loss' } as const;
const DAYS = { day: 1, week: 7, month: 30 } as const;

interface TSnapshotRow extends Record<string, unknown> {
  time_out_until: string | Date | null;
  excluded_until: string | Date | null;
  excluded_permanently: boolean | null;
  limits: { kind: TRgKind; period: TRgPeriodName; amount: string }[] | string | null;
}

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/** Responsible-gaming rows; every method joins the caller's transaction when given one. */
export function createRgRepo(db: DbOrTx) {
  return {
    /**
     * The player's settings, block, limits and the window sums in one indexed read over at most
     * 30 activity rows. With `add`, the same statement also adds it to today's row: the sums
     * read are those from before it (a statement sees the rows as they were when it started),
     * so a stake is checked and recorded in one round trip, and a refusal's rollback undoes it.
     */
    async snapshot(
      userId: string,
      today: string,
      add?: { wagered: bigint; netLoss: bigint },
    ): Promise<TRgSnapshot> {
      const sums = (['deposit', 'wager', 'loss'] as const).flatMap((kind) =>
        (['day', 'week', 'month'] as const).map(
          (period) =>
            sql`coalesce(sum(${sql.raw(COLUMNS[kind])}) FILTER (WHERE day > ${today}::date - ${sql.raw(String(DAYS[period]))}), 0)::text AS ${sql.raw(`${kind}_${period}`)}`,
        ),
      );
      const [row] = await queryRows<TSnapshotRow>(
        db,
        sql`${
          add
            ? sql`WITH recorded AS (
                INSERT INTO rg_activity (user_id, day, wagered, net_loss)
                VALUES (${userId}, ${today}::date, ${add.wagered}, ${add.netLoss})
                ON CONFLICT (user_id, day) DO UPDATE SET
                  wagered = rg_activity.wagered + EXCLUDED.wagered,
                  net_loss = rg_activity.net_loss + EXCLUDED.net_loss)`
            : sql``
        } SELECT s.time_out_until, s.excluded_until, s.excluded_permanently,
            (SELECT json_agg(json_build_object('kind', l.kind, 'period', l.period, 'amount', l.amount::text))
               FROM rg_limits l WHERE l.user_id = ${userId}) AS limits,
            a.*
          FROM (SELECT ${sql.join(sums, sql`, `)} FROM rg_activity
                WHERE user_id = ${userId} AND day > ${today}::date - 30) a
          LEFT JOIN rg_settings s ON s.user_id = ${userId}`,
      );
      if (!row) throw new Error('snapshot returned no row');
      const limits =
        typeof row.limits === 'string'
          ? (JSON.parse(row.limits) as { kind: TRgKind; period: TRgPeriodName; amount: string }[])
          : (row.limits ?? []);
      const read = (kind: TRgKind) => ({
        day: BigInt(row[`${kind}_day`] as string),
        week: BigInt(row[`${kind}_week`] as string),
        month: BigInt(row[`${kind}_month`] as string),
      });
      return {
        settings:
          row.excluded_permanently === null
            ? null
            : {
                timeOutUntil: toDate(row.time_out_until),
                excludedUntil: toDate(row.excluded_until),
                excludedPermanently: row.excluded_permanently,
              },
        limits: limits.map((limit) => ({ ...limit, amount: BigInt(limit.amount) })),
        sums: { deposit: read('deposit'), wager: read('wager'), loss: read('loss') },
      };
    },

    /** Adds to the player's row of `day` (amounts may be negative: wins, returned stakes). */
    async record(
      userId: string,
      day: string,
      add: { deposited?: bigint; wagered?: bigint; netLoss?: bigint },
    ): Promise<void> {
      const deposited = add.deposited ?? 0n;
      const wagered = add.wagered ?? 0n;
      const netLoss = add.netLoss ?? 0n;
      await db
        .insert(rgActivity)
        .values({ userId, day, deposited, wagered, netLoss })
        .onConflictDoUpdate({
          target: [rgActivity.userId, rgActivity.day],
          set: {
            deposited: sql`${rgActivity.deposited} + ${deposited}`,
            wagered: sql`${rgActivity.wagered} + ${wagered}`,
            netLoss: sql`${rgActivity.netLoss} + ${netLoss}`,
          },
        });
    },

    /** Net loss since `since` (the session's start), counted by whole UTC days from its day. */
    async netLossSince(userId: string, sinceDay: string): Promise<bigint> {
      const [row] = await queryRows<{ total: string }>(
        db,
        sql`SELECT coalesce(sum(net_loss), 0)::text AS total FROM rg_activity
          WHERE user_id = ${userId} AND day >= ${sinceDay}::date`,
      );
      return BigInt(row?.total ?? '0');
    },

    /** The player's settings row, created when missing, locked for the transaction. */
    async lockSettings(userId: string): Promise<TRgSettingsRow> {
      await db.insert(rgSettings).values({ userId }).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(rgSettings)
        .where(eq(rgSettings.userId, userId))
        .for('update');
      if (!row) throw new Error('settings row missing after insert');
      return row;
    },

    async settings(userId: string): Promise<TRgSettingsRow | undefined> {
      const [row] = await db.select().from(rgSettings).where(eq(rgSettings.userId, userId));
      return row;
    },

    async updateSettings(
      userId: string,
      patch: Partial<Omit<TRgSettingsRow, 'userId' | 'updatedAt'>>,
    ): Promise<void> {
      await db
        .update(rgSettings)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(rgSettings.userId, userId));
    },

    limits: (userId: string) => db.select().from(rgLimits).where(eq(rgLimits.userId, userId)),

    async limit(userId: string, kind: TRgKind, period: TRgPeriodName) {
      const [row] = await db
        .select()
        .from(rgLimits)
        .where(
          and(eq(rgLimits.userId, userId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)),
        );
      return row;
    },

    async upsertLimit(row: typeof rgLimits.$inferInsert): Promise<void> {
      await db
        .insert(rgLimits)
        .values(row)
        .onConflictDoUpdate({
          target: [rgLimits.userId, rgLimits.kind, rgLimits.period],
          set: {
            amount: row.amount,
            pendingAmount: row.pendingAmount ?? null,
            pendingRemoval: row.pendingRemoval ?? false,
            pendingAfter: row.pendingAfter ?? null,
            updatedAt: new Date(),
          },
        });
    },

    async deleteLimit(userId: string, kind: TRgKind, period: TRgPeriodName): Promise<void> {
      await db
        .delete(rgLimits)
        .where(
          and(eq(rgLimits.userId, userId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)),
        );
    },
  };
}
