import { RgErrorDetail } from '@aurum/contracts/responsible-gaming';
import { BonusErrorDetail } from '@aurum/contracts/bonuses';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Ledger, TPosting } from '../wallet/ledger.service';
import type { Stakes } from '../wallet/stakes.service';
import { createBonusesRepo, type TGrantRow, type TNewGrant } from './bonuses.repo';
import { conversionOf, readTerms, storeTerms, wagerTotal, type TBonusTerms } from './terms';

const HOUR_MS = 60 * 60 * 1000;

/** How a grant ends, and from which statuses. */
const ENDINGS = {
  completed: ['active'],
  expired: ['pending', 'active'],
  forfeited: ['pending', 'active'],
  cancelled: ['pending'],
} as const satisfies Record<string, readonly TGrantRow['status'][]>;
export type TGrantEnding = keyof typeof ENDINGS;

export interface TNewGrantInput {
  userId: string;
  offerId: string | null;
  source: 'deposit' | 'personal' | 'promo' | 'wheel' | 'tournament';
  sourceRef: string;
  title: string;
  terms: TBonusTerms;
  /** Bonus money to credit now; a `pending` grant is credited when a deposit activates it. */
  amount: bigint;
  status: 'pending' | 'active';
}

/**
 * The grant state machine: pending -> active -> completed (converted) | expired | forfeited,
 * pending -> cancelled. Each move is a compare-and-set on the grant's status under the player's
 * money lock and the grant's row lock (the global order: money lock, then grant, then ledger
 * accounts), in the transaction that moves its money, so two moves of one grant never both
 * happen and its money moves once.
 */
/** What else a grant carries (its free spins): told when it becomes active and when it ends. */
export interface TGrantExtras {
  award(tx: Tx, grant: TGrantRow): Promise<unknown>;
  grantEnded(tx: Tx, grantId: string, ending: TGrantEnding, now: Date): Promise<void>;
}

export function createGrants(deps: {
  db: Db;
  ledger: Ledger;
  stakes: Stakes;
  extras?: TGrantExtras;
  /** Responsible gaming: whether the player is in a time-out or self-exclusion. */
  blocked?: (tx: Tx, userId: string) => Promise<boolean>;
}) {
  const account = (grant: Pick<TGrantRow, 'id' | 'userId'>) => ({
    userId: grant.userId,
    kind: 'grant' as const,
    grantId: grant.id,
  });

  /** Bonus money from the house into the grant's own account. */
  async function credit(tx: Tx, grant: TGrantRow, amount: bigint): Promise<void> {
    if (amount === 0n) return;
    await deps.ledger.transferIn(tx, {
      idempotencyKey: `grant:${grant.id}`,
      kind: 'bonus_grant',
      postings: [
        { account: { house: 'bonus_cost' }, amount: -amount },
        { account: account(grant), amount },
      ],
      metadata: { grantId: grant.id, source: grant.source, sourceRef: grant.sourceRef },
    });
  }

  /** Locks the player's money, then the grant; undefined when there is no such grant. */
  async function locked(tx: Tx, id: string, userId?: string): Promise<TGrantRow | undefined> {
    const repo = createBonusesRepo(tx);
    const owner = userId ?? (await repo.findGrant(id))?.userId;
    if (!owner) return undefined;
    await deps.stakes.lock(tx, owner);
    const grant = await repo.findGrantForUpdate(id);
    return grant?.userId === owner ? grant : undefined;
  }

  return {
    account,

    /**
     * Creates a grant inside the caller's transaction; an `active` one is credited at once.
     * Undefined when the player already has a grant from this source and reference. A blocked
     * player (time-out, self-exclusion) gets none: a deposit's bonus is silently not given (the
     * deposit is credited all the same), any other grant is refused with 403 `rg_blocked`.
     */
    async create(tx: Tx, input: TNewGrantInput, now = new Date()): Promise<TGrantRow | undefined> {
      if (await deps.blocked?.(tx, input.userId)) {
        if (input.source === 'deposit') return undefined;
        throw AppError.forbidden(RgErrorDetail.blocked);
      }
      const values: TNewGrant = {
        userId: input.userId,
        offerId: input.offerId,
        source: input.source,
        sourceRef: input.sourceRef,
        status: input.status,
        title: input.title,
        terms: storeTerms(input.terms),
        amount: input.amount,
        wagerTotal: wagerTotal(input.terms, input.amount),
        expiresAt: new Date(now.getTime() + input.terms.deadlineHours * HOUR_MS),
      };
      const grant = await createBonusesRepo(tx).insertGrant(values);
      if (grant?.status === 'active') {
        await credit(tx, grant, grant.amount);
        await deps.extras?.award(tx, grant);
      }
      return grant;
    },

    /**
     * A pending grant gets its amount (a deposit's match) and becomes active, credited; undefined
     * when it is no longer pending. It runs inside the deposit's transaction, which already holds
     * the player's main account: a pending grant holds no money, so the compare-and-set on its
     * status (which waits for any other move of the row) is all the lock it needs, and the
     * player's money lock is not taken here, out of the global order.
     */
    async activate(tx: Tx, grant: TGrantRow, amount: bigint, now = new Date()) {
      const { id } = grant;
      const terms = readTerms(grant.terms);
      const active = await createBonusesRepo(tx).transition(id, ['pending'], {
        status: 'active',
        amount,
        wagerTotal: wagerTotal(terms, amount),
        expiresAt: new Date(now.getTime() + terms.deadlineHours * HOUR_MS),
      });
      if (!active) return undefined;
      await credit(tx, active, amount);
      await deps.extras?.award(tx, active);
      return active;
    },

    /**
     * Ends a grant: `completed` converts its balance to main money up to the terms' cap and
     * writes the rest off; the other endings write off everything it holds. Answers the grant
     * as it ended, or, when it had already left the statuses this ending allows, throws 409
     * `bonus_not_active` with its status; nothing moves then.
     */
    async end(
      id: string,
      ending: TGrantEnding,
      options: { reason: string; userId?: string; tx?: Tx; now?: Date },
    ): Promise<TGrantRow> {
      const work = async (tx: Tx) => {
        const grant = await locked(tx, id, options.userId);
        if (!grant) throw AppError.notFound(BonusErrorDetail.grantNotFound);
        const from: readonly TGrantRow['status'][] = ENDINGS[ending];
        if (!from.includes(grant.status))
          throw AppError.conflict(BonusErrorDetail.notActive, { status: grant.status });
        const balance = (await deps.ledger.grantBalances(tx, grant.userId)).get(grant.id) ?? 0n;
        const { converted, writtenOff } =
          ending === 'completed'
            ? conversionOf(readTerms(grant.terms), grant.amount, balance)
            : { converted: 0n, writtenOff: balance };
        if (balance > 0n) {
          const postings: TPosting[] = [{ account: account(grant), amount: -balance }];
          if (converted > 0n)
            postings.push({ account: { userId: grant.userId, kind: 'main' }, amount: converted });
          if (writtenOff > 0n)
            postings.push({ account: { house: 'bonus_cost' }, amount: writtenOff });
          await deps.ledger.transferIn(tx, {
            idempotencyKey: `grant-end:${grant.id}`,
            kind: ending === 'completed' ? 'bonus_conversion' : 'bonus_write_off',
            postings,
            metadata: { grantId: grant.id, ending, reason: options.reason },
          });
        }
        const ended = await createBonusesRepo(tx).transition(id, from, {
          status: ending,
          convertedAmount: converted,
          writtenOff,
          endReason: options.reason,
          endedAt: options.now ?? new Date(),
        });
        // The row is locked: nobody else can have moved it since it was read.
        if (!ended) throw new Error(`grant ${id} moved under its lock`);
        await deps.extras?.grantEnded(tx, id, ending, options.now ?? new Date());
        return ended;
      };
      return options.tx ? work(options.tx) : deps.db.transaction(work);
    },
  };
}

export type Grants = ReturnType<typeof createGrants>;
