import type { Db } from '../../db/client';
import type { RealtimePublisher } from '../realtime/realtime.gateway';
import type { UsersService } from '../users/users.service';
import type { CurrenciesService } from './currencies.service';
import type { Ledger } from './ledger.service';
import type { TWalletHooks } from './wallet-hooks';
import type { TPaymentTransactionRow } from './wallet.repo';

export interface TPaymentRules {
  /** Off: deposits and withdrawals answer payments_are_disabled. */
  enabled: boolean;
  /** Deposits wagered this many times before a withdrawal; 0: no rule. */
  wagerMultiplier: number;
  verifyProfile: boolean;
  /** Account-currency minor units per player per UTC day. */
  dailyWithdrawLimit: bigint;
}

/** What the wallet service is built from; each of its use-case files picks what it needs. */
export interface TWalletDeps {
  db: Db;
  ledger: Ledger;
  currencies: CurrenciesService;
  users: UsersService;
  realtime: RealtimePublisher;
  rules: TPaymentRules;
  hooks: TWalletHooks;
}

/** Tells the player of a committed change: the balance when money moved, then the row. */
export type TAfterCommit = (row: TPaymentTransactionRow, balanceChanged: boolean) => Promise<void>;
