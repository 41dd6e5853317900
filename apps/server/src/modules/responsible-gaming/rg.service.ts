import {
  RG_COOLING_OFF_HOURS,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  RgErrorDetail,
  type TAdminRgState,
  type TRgBlock,
  type TRgLimit,
  type TRgLimitBody,
  type TRgLimitRef,
  type TRgSelfExclusionBody,
  type TRgState,
} from '@aurum/contracts/responsible-gaming';
import { toMoney } from '@aurum/contracts/money';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parsePositiveAmount } from '../../lib/parse-amount';
import { utcDay } from '../../lib/utc-day';
import type { CurrenciesService } from '../wallet/currencies.service';
import { blockOf, createRgGuards } from './rg-guards';
import { createRgRepo, type TRgLimitRow, type TRgSettingsRow } from './rg.repo';

type TRgRepo = ReturnType<typeof createRgRepo>;
type TBase = TRgLimitRef & { userId: string };

const HOUR_MS = 60 * 60 * 1000;
const order = (row: TRgLimitRow) =>
  RG_LIMIT_KINDS.indexOf(row.kind as never) * 3 + RG_PERIODS.indexOf(row.period as never);

/**
 * The player's own responsible-gaming choices: limits (a new or lower one at once, a raise or
 * removal after the cooling-off and a confirmation), time-out, self-exclusion, reality checks
 * and the session time limit; with the guards the wallet, deposits and games call.
 */
export function createRgService(deps: {
  db: Db;
  currencies: CurrenciesService;
  precision: number;
  clock: () => Date;
}) {
  const guards = createRgGuards(deps);
  const money = (minor: bigint) => toMoney(minor, deps.precision);

  async function view(userId: string): Promise<TAdminRgState> {
    const repo = createRgRepo(deps.db);
    const now = deps.clock();
    const [settings, rows, snapshot] = await Promise.all([
      repo.settings(userId),
      repo.limits(userId),
      repo.snapshot(userId, utcDay(now)),
    ]);
    const limits: TRgLimit[] = rows
      .sort((a, b) => order(a) - order(b))
      .map((row) => {
        const kind = row.kind as TRgLimit['kind'];
        const period = row.period as TRgLimit['period'];
        const used = snapshot.sums[kind][period];
        const left = row.amount - used;
        return {
          kind,
          period,
          amount: money(row.amount),
          used: money(used),
          remaining: money(left > 0n ? left : 0n),
          pending: row.pendingAfter
            ? {
                amount: row.pendingAmount === null ? null : money(row.pendingAmount),
                after: row.pendingAfter.toISOString(),
                confirmable: row.pendingAfter <= now,
              }
            : null,
        };
      });
    return {
      limits,
      block: blockOf(settings, now),
      realityCheckMinutes: settings?.realityCheckMinutes ?? 0,
      sessionLimitMinutes: settings?.sessionLimitMinutes ?? null,
    };
  }

  async function state(userId: string, sessionStartedAt: Date): Promise<TRgState> {
    const base = await view(userId);
    const today = utcDay(deps.clock());
    const snapshot = await createRgRepo(deps.db).snapshot(userId, today);
    return {
      ...base,
      session: {
        startedAt: sessionStartedAt.toISOString(),
        todayNetLoss: money(snapshot.sums.loss.day),
      },
    };
  }

  /**
   * Runs `work` under the player's settings row lock (the lock deposit initiations take) with
   * the row as locked, and answers the state after.
   */
  async function locked(
    userId: string,
    session: Date,
    work: (repo: TRgRepo, settings: TRgSettingsRow) => Promise<unknown>,
  ): Promise<TRgState> {
    await deps.db.transaction(async (tx) => {
      const repo = createRgRepo(tx);
      await work(repo, await repo.lockSettings(userId));
    });
    return state(userId, session);
  }

  /** As `locked`, on one limit (undefined when the player has none of it). */
  const onLimit = (
    userId: string,
    ref: TRgLimitRef,
    session: Date,
    work: (repo: TRgRepo, row: TRgLimitRow | undefined, base: TBase) => Promise<unknown>,
  ) =>
    locked(userId, session, async (repo) =>
      work(repo, await repo.limit(userId, ref.kind, ref.period), { userId, ...ref }),
    );

  /** Starts a block ending at `until` (null: never); one already running longer is kept (409). */
  const startBlock = (userId: string, session: Date, kind: TRgBlock['kind'], until: Date | null) =>
    locked(userId, session, async (repo, settings) => {
      const block = blockOf(settings, deps.clock());
      const covers =
        block &&
        (kind === 'time_out' || block.kind === 'self_exclusion') &&
        (block.until === null || (until !== null && new Date(block.until) >= until));
      if (covers) throw AppError.conflict(RgErrorDetail.alreadyBlocked, { until: block.until });
      await repo.updateSettings(
        userId,
        kind === 'time_out'
          ? { timeOutUntil: until }
          : until === null
            ? { excludedPermanently: true }
            : { excludedUntil: until },
      );
    });

  return {
    ...guards,
    state,
    /** The operator's view of a player's limits, usage and block. */
    view,

    /** A new or lower limit applies at once (dropping a waiting raise); a raise or removal waits. */
    setLimit(userId: string, body: TRgLimitBody, session: Date): Promise<TRgState> {
      const amount = body.amount === null ? null : parsePositiveAmount(body.amount, deps.precision);
      return onLimit(userId, body, session, async (repo, existing, base) => {
        const pendingAfter = new Date(deps.clock().getTime() + RG_COOLING_OFF_HOURS * HOUR_MS);
        if (amount !== null && (!existing || amount <= existing.amount))
          await repo.upsertLimit({ ...base, amount });
        else if (existing && amount === null)
          await repo.upsertLimit({
            ...base,
            amount: existing.amount,
            pendingRemoval: true,
            pendingAfter,
          });
        else if (existing && amount !== null)
          await repo.upsertLimit({
            ...base,
            amount: existing.amount,
            pendingAmount: amount,
            pendingAfter,
          });
      });
    },

    /** Applies a waiting raise or removal once its cooling-off ended (409 before, or none). */
    confirmLimit: (userId: string, ref: TRgLimitRef, session: Date) =>
      onLimit(userId, ref, session, async (repo, row, base) => {
        const after = row?.pendingAfter ?? null;
        if (!row || !after || after > deps.clock())
          throw AppError.conflict(RgErrorDetail.notConfirmable, {
            after: after?.toISOString() ?? null,
          });
        if (row.pendingAmount === null) await repo.deleteLimit(userId, ref.kind, ref.period);
        else await repo.upsertLimit({ ...base, amount: row.pendingAmount });
      }),

    /** Drops a waiting raise or removal; the limit stays as it is. */
    cancelLimit: (userId: string, ref: TRgLimitRef, session: Date) =>
      onLimit(userId, ref, session, async (repo, row, base) => {
        if (row?.pendingAfter) await repo.upsertLimit({ ...base, amount: row.amount });
      }),

    /** A time-out from now; it may lengthen one running, never shorten it. */
    timeOut: (userId: string, hours: number, session: Date) =>
      startBlock(userId, session, 'time_out', new Date(deps.clock().getTime() + hours * HOUR_MS)),

    /** Self-exclusion from now, for `months` or permanently; never shortened or lifted here. */
    selfExclude(userId: string, body: TRgSelfExclusionBody, session: Date): Promise<TRgState> {
      if ('permanent' in body) return startBlock(userId, session, 'self_exclusion', null);
      const until = new Date(deps.clock());
      until.setUTCMonth(until.getUTCMonth() + body.months);
      return startBlock(userId, session, 'self_exclusion', until);
    },

    setRealityCheck: (userId: string, minutes: number, session: Date) =>
      locked(userId, session, (repo) =>
        repo.updateSettings(userId, { realityCheckMinutes: minutes }),
      ),

    setSessionLimit: (userId: string, minutes: number | null, session: Date) =>
      locked(userId, session, (repo) =>
        repo.updateSettings(userId, { sessionLimitMinutes: minutes }),
      ),
  };
}

export type RgService = ReturnType<typeof createRgService>;
