import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { RealtimePublisher } from '../realtime/realtime.gateway';
import type { UsersService } from '../users/users.service';
import type { Ledger } from '../wallet/ledger.service';
import type { Stakes, TStakeSplit } from '../wallet/stakes.service';
import type { TBetRow } from './bets.repo';

/** What the bet use cases (placement, acceptance, settlement, cash-out) share. */
export interface TBetsDeps {
  db: Db;
  ledger: Pick<Ledger, 'transferIn' | 'playerBalances'>;
  stakes: Stakes;
  /** After commit: the player's new balance on their live connections. */
  publishBalance: (userId: string) => Promise<void>;
  /** After commit: the bet as the player now sees it, on their live connections. */
  publishBet: (bet: TBetRow) => Promise<void>;
  /** After commit: bets as their players now see them, the players already read. */
  publishBets: (bets: TBetRow[], players: ReadonlyMap<string, TPlayer>) => Promise<void>;
  /** After commit: public publications (a won bet on the last-bets ticker). */
  realtime: Pick<RealtimePublisher, 'publish'>;
  /** Players: their channels, and their names, masked, for the ticker. */
  users: Pick<UsersService, 'findByIds'>;
  limits: Config['sportsbook']['bets'];
  /** The account currency bets are staked in (USD). */
  currency: { code: string; precision: number };
  clock: () => Date;
  cashOutSecret: string;
}

export type TPlayer = Awaited<ReturnType<UsersService['findByIds']>>[number];

/** The players of these ids, each read once, by id. */
export async function readPlayers(
  users: TBetsDeps['users'],
  userIds: string[],
): Promise<Map<string, TPlayer>> {
  const rows = await users.findByIds([...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, row]));
}

interface TStoredSplit {
  main: string;
  bonus: string;
  grants: { grantId: string; amount: string }[];
  progress: { grantId: string; amount: string } | null;
}

/** A stake's split as the bet row keeps it (jsonb holds no bigint). */
export function storeSplit(split: TStakeSplit): TStoredSplit {
  const part = (value: { grantId: string; amount: bigint }) => ({
    grantId: value.grantId,
    amount: value.amount.toString(),
  });
  return {
    main: split.main.toString(),
    bonus: split.bonus.toString(),
    grants: split.grants.map(part),
    progress: split.progress && part(split.progress),
  };
}

export function readSplit(stored: unknown): TStakeSplit {
  const value = stored as TStoredSplit;
  const part = (entry: { grantId: string; amount: string }) => ({
    grantId: entry.grantId,
    amount: BigInt(entry.amount),
  });
  return {
    main: BigInt(value.main),
    bonus: BigInt(value.bonus),
    grants: value.grants.map(part),
    progress: value.progress && part(value.progress),
  };
}

/** House postings: zero amounts dropped (a transfer refuses them). */
export const housePostings = (
  postings: { house: 'sportsbook_pending' | 'sportsbook_open' | 'sportsbook'; amount: bigint }[],
) =>
  postings
    .filter((posting) => posting.amount !== 0n)
    .map((posting) => ({ account: { house: posting.house }, amount: posting.amount }));
