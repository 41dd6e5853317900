import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ZSellOrderBody } from '@aurum/contracts/wallet';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parsePositiveAmount } from '../../lib/parse-amount';
import { tieredFee } from '../../lib/fee-tiers';
import type { TUserRow } from '../users/users.service';
import type { WalletService } from '../wallet/wallet.service';
import { createFiatRepo } from './fiat.repo';
import { checkFields } from './fields';
import { checkBounds, findMethod } from './order-terms';

type TSellBody = z.infer<typeof ZSellOrderBody>;

/**
 * Payout fields every form may send beyond a method's lists (spec 5): the full-name fields it
 * fills from the name, and the one extra field each kind always offers.
 */
const PAYOUT_EXTRA_FIELDS = ['first_name', 'last_name', 'full_name', 'full_name_latin'];
const EXTRA_BY_KIND: Record<string, string[]> = {
  p2p: ['card'],
  account_number: ['account_number_online_banking_ph'],
  sbp: ['phone'],
};

/**
 * Fiat withdrawals (sell orders): the amount and fee are reserved at once out of the fiat part
 * of the balance; an operator (or the sandbox bank) pays out or fails it (the money returns).
 */
export function createSellOrders(deps: {
  db: Db;
  wallet: WalletService;
  rules: { enabled: boolean; cancelSeconds: number };
}) {
  const repo = createFiatRepo(deps.db);

  return {
    /**
     * A fiat withdrawal: the amount is bounded by the method's limits and, under the player's
     * withdrawal lock in the reserving transaction, by the fiat part of the balance less the fee.
     */
    async createSell(user: TUserRow, body: TSellBody, now = new Date()) {
      if (!deps.rules.enabled) throw new AppError('payments_are_disabled', 403);
      const { method: fiat, currency } = await findMethod(repo, body.bankId);
      const terms = fiat.sell;
      if (!terms) throw new AppError('wallet_fiat_banned', 403, { bankId: fiat.id });
      await deps.wallet.assertCanWithdraw(user);
      const amount = parsePositiveAmount(body.amount, currency.precision);
      checkBounds(amount, terms, currency);
      if (terms.subbanks.length > 0 && !terms.subbanks.some((bank) => bank.id === body.subbankId))
        throw new AppError('validation_error', 400, {
          fields: [{ path: 'subbankId', message: 'Validation.required' }],
        });
      const fields = checkFields(body.details, {
        required: terms.required,
        optional: [...terms.optional, ...PAYOUT_EXTRA_FIELDS, ...(EXTRA_BY_KIND[fiat.kind] ?? [])],
      });
      const fee = tieredFee(amount, terms.levels);
      const id = randomUUID();
      return deps.wallet.openWithdrawal(
        {
          id,
          type: 'sell',
          userId: user.id,
          method: 'fiat',
          currencyCode: currency.code,
          amount: amount + fee,
          fee,
          withinFiatPart: true,
          cancellableUntil: new Date(now.getTime() + deps.rules.cancelSeconds * 1000),
          paymentDetails: fiat.name,
          extra: async (tx) => {
            const txRepo = createFiatRepo(tx);
            await txRepo.insertOrder({
              id,
              methodId: fiat.id,
              side: 'sell',
              fields,
              subbankId: body.subbankId ?? null,
            });
            await txRepo.saveDetails({
              userId: user.id,
              methodId: fiat.id,
              fingerprint: createHash('sha256')
                .update(JSON.stringify(Object.entries(fields).sort()))
                .digest('hex'),
              fields,
            });
          },
        },
        now,
      );
    },

    async savedDetails(user: TUserRow, methodId: string) {
      const rows = await repo.savedDetails(user.id, methodId);
      return rows.map((row) => ({ id: row.id.toString(), details: row.fields }));
    },

    cancelSell: (user: TUserRow, id: string, now = new Date()) =>
      deps.wallet.cancelWithdrawal(user.id, id, now),

    /** The payout went out (operator or sandbox bank). */
    async sellPaid(id: string, reviewedBy?: string, now = new Date()) {
      const row = await deps.wallet.settleWithdrawal(
        id,
        () => Promise.resolve({ kind: 'sent', externalId: `payout-${id.slice(0, 8)}`, reviewedBy }),
        // Not while the player may still cancel it.
        { status: 'pending', dueBy: now },
      );
      if (!row) throw AppError.conflict('order_not_payable');
      return row;
    },
    /** Fiat withdrawals whose cancel window has closed, for the sandbox bank. */
    dueSells: (now: Date) => deps.wallet.dueWithdrawals(now, 50, 'sell'),
    /** The payout failed: the money returns to the player. */
    async sellFailed(id: string, reason: string, reviewedBy?: string) {
      const row = await deps.wallet.settleWithdrawal(
        id,
        () => Promise.resolve({ kind: 'declined', reason, reviewedBy }),
        { status: 'pending' },
      );
      if (!row) throw AppError.conflict('order_not_payable');
      return row;
    },
  };
}
