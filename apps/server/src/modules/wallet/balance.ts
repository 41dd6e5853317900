import { toMoney } from '@aurum/contracts/money';
import type { TBalance, TBalancePart } from '@aurum/contracts/wallet';
import type { Tx } from '../../db/client';
import { convert, convertUp } from '../../lib/exchange';
import { privateChannel } from '../realtime/channels';
import type { TUserRow } from '../users/users.service';
import { fiatPart } from './counters';
import type { TWalletDeps } from './wallet-deps';
import { createWalletRepo } from './wallet.repo';

/**
 * The player's balance as the product shows it: in their display currency, with its fiat part,
 * published live whenever it (or the display currency's rate) changes; conversions between a
 * payment currency and the account currency; an operator's corrections.
 */
export function createBalance(
  deps: Pick<TWalletDeps, 'db' | 'ledger' | 'currencies' | 'users' | 'realtime' | 'hooks'>,
) {
  const repo = createWalletRepo(deps.db);
  const currencyOf = (code: string) => deps.currencies.get(code);

  async function balanceOf(user: TUserRow): Promise<TBalance> {
    const [{ main, bonus, grants }, fiatNet, all, userBonuses] = await Promise.all([
      deps.ledger.playerBalances(deps.db, user.id),
      repo.fiatNet(user.id),
      deps.currencies.list(),
      Promise.all(deps.hooks.userBonuses.map((list) => list(user.id))).then((lists) =>
        lists.flat(),
      ),
    ]);
    const account = all.find((currency) => currency.code === deps.currencies.accountCurrency);
    if (!account) throw new Error('account currency has no rate');
    const display = all.find((currency) => currency.code === user.primaryCurrency) ?? account;
    const part = (amount: bigint): TBalancePart => ({
      ...toMoney(convert(amount, account, display), display.precision),
      currency: { code: display.code, displayFormat: display.displayFormat, icon: display.icon },
    });
    const fiat = fiatPart(fiatNet, main);
    // Everything the player can play with: main money, bonus money and their grants'.
    return { total: part(main + bonus + grants), fiat: part(fiat), userBonuses };
  }

  async function publishBalance(userId: string): Promise<void> {
    const user = await deps.users.findById(userId);
    if (user)
      deps.realtime.publish(privateChannel('balance', user.globalId), await balanceOf(user));
  }

  return {
    balanceOf,
    publishBalance,

    /** Converts between a payment currency and the account currency (down, or up for debits). */
    async toAccount(code: string, amount: bigint, round: 'down' | 'up' = 'down') {
      const [from, to] = await Promise.all([
        currencyOf(code),
        currencyOf(deps.currencies.accountCurrency),
      ]);
      return round === 'up' ? convertUp(amount, from, to) : convert(amount, from, to);
    },
    async fromAccount(code: string, accountAmount: bigint) {
      const [from, to] = await Promise.all([
        currencyOf(deps.currencies.accountCurrency),
        currencyOf(code),
      ]);
      return convert(accountAmount, from, to);
    },

    /**
     * A new rate changes what players who display that currency see: publish their balances.
     * Players with nothing on the ledger see zero either way and are skipped.
     */
    async publishRateChange(codes: string[]): Promise<number> {
      const ids = await deps.users.idsByPrimaryCurrency(
        codes.filter((code) => code !== deps.currencies.accountCurrency),
      );
      let published = 0;
      for (const userId of ids) {
        const { main, bonus, grants } = await deps.ledger.playerBalances(deps.db, userId);
        if (main + bonus + grants === 0n) continue;
        await publishBalance(userId);
        published += 1;
      }
      return published;
    },

    /** An operator's correction of a player's main balance (audited by the caller). */
    async adjust(
      tx: Tx,
      input: {
        userId: string;
        amount: bigint;
        direction: 'credit' | 'debit';
        idempotencyKey: string;
        reason: string;
        operatorId: string;
      },
    ) {
      const signed = input.direction === 'credit' ? input.amount : -input.amount;
      return deps.ledger.transferIn(tx, {
        idempotencyKey: `adjustment:${input.idempotencyKey}`,
        kind: 'adjustment',
        postings: [
          { account: { house: 'adjustments' }, amount: -signed },
          { account: { userId: input.userId, kind: 'main' }, amount: signed },
        ],
        metadata: { reason: input.reason, operatorId: input.operatorId },
      });
    },
  };
}
