import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createLedgerRepo } from './ledger.repo';

export const PLAYER_KINDS = ['main', 'bonus'] as const;
export const HOUSE_KINDS = [
  'deposits',
  'withdrawals',
  'game',
  'bonus_cost',
  /** What the daily wheel pays to main balances (its bonus prizes are bonus cost). */
  'wheel_cost',
  'fees',
  'adjustments',
  /** Stakes of live sportsbook bets waiting out their bet delay. */
  'sportsbook_pending',
  /** Stakes of sportsbook bets still open (accepted, not settled). */
  'sportsbook_open',
  /** The sportsbook's result: settled stakes in, payouts and cash-outs out. */
  'sportsbook',
  /** What tournaments pay to main balances (their bonus prizes are bonus cost). */
  'tournament_prizes',
] as const;

export type TAccountRef =
  | { userId: string; kind: (typeof PLAYER_KINDS)[number] }
  /** A bonus grant's money: the player's, but neither withdrawable nor main. */
  | { userId: string; kind: 'grant'; grantId: string }
  | { house: (typeof HOUSE_KINDS)[number] };

export interface TPosting {
  account: TAccountRef;
  /** Minor units of the account currency; positive credits the account, negative debits it. */
  amount: bigint;
}

export interface TTransferInput {
  /** Provider transaction id, order id or client key: the same key never moves money twice. */
  idempotencyKey: string;
  kind: string;
  postings: TPosting[];
  metadata?: Record<string, unknown>;
}

export interface TTransferResult {
  transferId: bigint;
  /** False when the key had already moved money: nothing moved this time. */
  created: boolean;
  /** Players whose balance this transfer changed. */
  userIds: string[];
}

const refKey = (ref: TAccountRef) => {
  if (!('userId' in ref)) return `house:${ref.house}`;
  return ref.kind === 'grant' ? `grant:${ref.grantId}` : `user:${ref.userId}:${ref.kind}`;
};

function fingerprintOf(input: TTransferInput): string {
  const postings = input.postings
    .map((posting) => `${refKey(posting.account)}=${posting.amount.toString()}`)
    .sort();
  return createHash('sha256')
    .update(JSON.stringify({ kind: input.kind, postings }))
    .digest('hex');
}

function validate(input: TTransferInput): void {
  if (input.postings.length < 2) throw new Error('a transfer needs at least two postings');
  if (input.postings.some((posting) => posting.amount === 0n))
    throw new Error('a posting cannot be zero');
  const sum = input.postings.reduce((total, posting) => total + posting.amount, 0n);
  if (sum !== 0n)
    throw new Error(`transfer ${input.idempotencyKey} does not balance (sum ${sum.toString()})`);
  if (!input.idempotencyKey || input.idempotencyKey.length > 200)
    throw new Error('invalid idempotency key');
}

/**
 * The one function that moves money. Inside one transaction it records the transfer under its
 * idempotency key, locks the accounts in id order, refuses to take a player below zero, and
 * appends balanced entries. Nothing else writes the ledger tables.
 */
export function createLedger(deps: { db: Db; currencyCode: string }) {
  // Accounts are never deleted, so the ids of committed accounts can be remembered. An account
  // this transaction creates is remembered only for this transaction: it may still roll back.
  const accountIds = new Map<string, bigint>();
  const createdIn = new WeakMap<Tx, Map<string, bigint>>();

  async function accountId(tx: Tx, ref: TAccountRef): Promise<bigint> {
    const key = refKey(ref);
    const known = accountIds.get(key) ?? createdIn.get(tx)?.get(key);
    if (known !== undefined) return known;
    const { id, created } = await createLedgerRepo(tx).ensureAccount({
      userId: 'userId' in ref ? ref.userId : null,
      kind: 'userId' in ref ? ref.kind : ref.house,
      currencyCode: deps.currencyCode,
      grantId: 'grantId' in ref ? ref.grantId : null,
    });
    if (created) {
      const mine = createdIn.get(tx) ?? new Map<string, bigint>();
      mine.set(key, id);
      createdIn.set(tx, mine);
    } else {
      // Found by conflict with a committed row: an insert that was still open would have
      // made this statement wait for its outcome.
      accountIds.set(key, id);
    }
    return id;
  }

  async function transferIn(tx: Tx, input: TTransferInput): Promise<TTransferResult> {
    validate(input);
    const repo = createLedgerRepo(tx);
    const fingerprint = fingerprintOf(input);
    const userIds = [
      ...new Set(
        input.postings.flatMap((posting) =>
          'userId' in posting.account ? [posting.account.userId] : [],
        ),
      ),
    ];

    const ids: bigint[] = [];
    const playerAccounts = new Set<bigint>();
    for (const posting of input.postings) {
      const id = await accountId(tx, posting.account);
      ids.push(id);
      if ('userId' in posting.account) playerAccounts.add(id);
    }

    const transferId = await repo.insertTransfer({
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      fingerprint,
      metadata: input.metadata ?? null,
    });
    if (transferId === undefined) {
      const existing = await repo.findTransferByKey(input.idempotencyKey);
      if (!existing || existing.fingerprint !== fingerprint) {
        throw AppError.conflict('idempotency_conflict', { idempotencyKey: input.idempotencyKey });
      }
      return { transferId: existing.id, created: false, userIds };
    }

    const amounts = new Map<bigint, bigint>();
    input.postings.forEach((posting, index) => {
      const id = ids[index] ?? -1n;
      amounts.set(id, (amounts.get(id) ?? 0n) + posting.amount);
    });
    // Player rows are updated (and so locked) in id order, the one order every transfer uses;
    // house accounts keep no running balance, so no transfer waits on them.
    const entries = [];
    for (const [id, amount] of [...amounts].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (amount === 0n) continue;
      if (!playerAccounts.has(id)) {
        entries.push({ transferId, accountId: id, amount, balanceAfter: null });
        continue;
      }
      const balanceAfter = await repo.addToPlayerBalance(id, amount);
      if (balanceAfter === undefined) {
        const balance = await repo.balanceOf(id);
        throw new AppError('insufficient_balance', 422, { balance: balance.toString() });
      }
      entries.push({ transferId, accountId: id, amount, balanceAfter });
    }
    if (entries.length === 0) throw new Error(`transfer ${input.idempotencyKey} moves nothing`);
    await repo.insertEntries(entries);
    return { transferId, created: true, userIds };
  }

  return {
    currencyCode: deps.currencyCode,
    /** Within the caller's transaction, when the movement is part of a larger change. */
    transferIn,
    /** In a transaction of its own. */
    transfer: (input: TTransferInput) => deps.db.transaction((tx) => transferIn(tx, input)),
    /** Main and bonus balances of a player, and what all their grants hold (`grants`). */
    async playerBalances(
      tx: Db | Tx,
      userId: string,
    ): Promise<{ main: bigint; bonus: bigint; grants: bigint }> {
      const rows = await createLedgerRepo(tx).balancesOf(userId, deps.currencyCode);
      const of = (kind: string) =>
        rows.reduce((sum, row) => (row.kind === kind ? sum + row.balance : sum), 0n);
      return { main: of('main'), bonus: of('bonus'), grants: of('grant') };
    },
    /** The money each of a player's grants holds, by grant id (zero-balance ones included). */
    async grantBalances(tx: Db | Tx, userId: string): Promise<Map<string, bigint>> {
      const rows = await createLedgerRepo(tx).balancesOf(userId, deps.currencyCode);
      return new Map(
        rows.flatMap((row) => (row.grantId === null ? [] : [[row.grantId, row.balance] as const])),
      );
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
