import { formatMinor } from '@aurum/contracts/money';
import type { TWagerStatus } from '@aurum/contracts/wallet';
import type { Db, Tx } from '../../db/client';
import type { TUserRow } from '../users/users.service';
import type { Ledger } from './ledger.service';
import type { TWalletDeps } from './wallet-deps';
import { createWalletRepo } from './wallet.repo';

/** What may leave through fiat methods: fiat deposits less fiat withdrawals, within the balance. */
export const fiatPart = (fiatNet: bigint, main: bigint) =>
  fiatNet < 0n ? 0n : fiatNet > main ? main : fiatNet;

/** The fiat part of the main balance as `db` sees it (inside a transaction: under its locks). */
export async function fiatAvailable(ledger: Ledger, db: Db | Tx, userId: string): Promise<bigint> {
  const { main } = await ledger.playerBalances(db, userId);
  return fiatPart(await createWalletRepo(db).fiatNet(userId), main);
}

const isProfileComplete = (user: TUserRow) =>
  Boolean(user.firstName && user.lastName && user.gender && user.dateOfBirth);

/**
 * The player's running counters: how much they wagered against what their deposits require,
 * and the fiat part of their balance (fiat deposits less fiat withdrawals).
 */
export function createCounters(deps: Pick<TWalletDeps, 'db' | 'ledger' | 'currencies' | 'rules'>) {
  const repo = createWalletRepo(deps.db);

  async function wagerStatus(user: TUserRow): Promise<TWagerStatus & { remaining: bigint }> {
    const precision = (await deps.currencies.get(deps.currencies.accountCurrency)).precision;
    // The multiplier may be fractional (1.5): scale it to hundredths to stay in integers.
    const required =
      (user.depositSumMinor * BigInt(Math.round(deps.rules.wagerMultiplier * 100))) / 100n;
    const wagered = await repo.wagered(user.id);
    const remaining = required > wagered ? required - wagered : 0n;
    return {
      required: formatMinor(required, precision),
      wagered: formatMinor(wagered, precision),
      currency: deps.currencies.accountCurrency,
      verifyProfile: deps.rules.verifyProfile,
      profileComplete: isProfileComplete(user),
      remaining,
    };
  }

  return {
    wagerStatus,

    /** The fiat part of the player's main balance, in account-currency minor units. */
    fiatAvailable: (userId: string) => fiatAvailable(deps.ledger, deps.db, userId),

    /** Stakes count toward the wager rule (the games' hook, in their bet transaction). */
    recordWager: (tx: Tx, userId: string, accountAmount: bigint) =>
      createWalletRepo(tx).addWagered(userId, accountAmount),
  };
}
