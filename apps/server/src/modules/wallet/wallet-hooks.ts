import type { TUserBonus } from '@aurum/contracts/wallet';
import type { Tx } from '../../db/client';

/** A deposit just credited, as the modules that reward deposits (bonuses) see it. */
export interface TCreditedDeposit {
  userId: string;
  paymentTransactionId: string;
  /** Account-currency minor units credited to the main balance. */
  accountAmount: bigint;
  channel: 'fiat' | 'crypto';
  /** The player's completed deposits, this one included (1 for the first). */
  depositNumber: number;
}

/**
 * Where modules built after the wallet (bonuses) take part in its use cases without the wallet
 * depending on them: each hook runs inside the wallet's own transaction, so its writes commit
 * or fail with the money they belong to.
 */
export interface TWalletHooks {
  /** After a deposit is credited. */
  depositCredited: ((tx: Tx, deposit: TCreditedDeposit) => Promise<void>)[];
  /**
   * Before a withdrawal is reserved, under the player's withdrawal lock (the first lock of the
   * global order): bonus money that may not leave with it is settled here.
   */
  withdrawalOpening: ((tx: Tx, userId: string) => Promise<void>)[];
  /** The player's bonuses as the balance lists them. */
  userBonuses: ((userId: string) => Promise<TUserBonus[]>)[];
}

export const createWalletHooks = (): TWalletHooks => ({
  depositCredited: [],
  withdrawalOpening: [],
  userBonuses: [],
});
