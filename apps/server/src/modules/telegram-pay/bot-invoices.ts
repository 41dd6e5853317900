import { formatMinor } from '@aurum/contracts/money';
import type { TBotInvoice } from '@aurum/contracts/wallet';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TItemLog } from '../../lib/each-item';
import type { TProviderMethod } from '../crypto/additional-providers';
import type { TDepositGuard } from '../responsible-gaming/rg-guards';
import type { TUserRow } from '../users/users.service';
import { decimalText, ProviderRefusedError, type BotPayProvider } from './provider';
import { createTelegramPayRepo, OPEN_INVOICE } from './telegram-pay.repo';

/** How long past its time an unpaid invoice stays open: a payment made at the last second lands. */
const EXPIRY_GRACE_MS = 5 * 60 * 1000;

/**
 * Chat-bot invoices up to the moment they are paid: opened with the provider (our id as its
 * payload, the call made after our record is committed and outside any transaction), and
 * expired when their time has run out unpaid.
 */
export function createBotInvoices(deps: {
  db: Db;
  ttlSeconds: number;
  log?: TItemLog;
  /** Responsible gaming: refuses a blocked player or an invoice past a deposit limit. */
  depositGuard?: TDepositGuard;
}) {
  const repo = createTelegramPayRepo(deps.db);

  return {
    /**
     * Opens an invoice of `amount` (minor units; the caller checked the minimum) with the
     * provider, in `asset`, the provider's code of the method's currency. A refusal fails the
     * invoice (422); no answer leaves it `creating`, to be paid or to expire (502).
     */
    async open(
      provider: BotPayProvider,
      user: TUserRow,
      method: TProviderMethod & { asset: string },
      amount: bigint,
      now = new Date(),
    ): Promise<TBotInvoice> {
      const expiresAt = new Date(now.getTime() + deps.ttlSeconds * 1000);
      // Recorded under the player's limit lock, so a concurrent invoice counts this one.
      const invoice = await deps.db.transaction(async (tx) => {
        await deps.depositGuard?.(tx, user.id, { currencyCode: method.currencyCode, amount });
        return createTelegramPayRepo(tx).insertInvoice({
          provider: provider.name,
          userId: user.id,
          networkCode: method.code,
          currencyCode: method.currencyCode,
          asset: method.asset,
          amount,
          status: 'creating',
          expiresAt,
        });
      });
      const text = decimalText(amount, method.precision);
      let created: { providerInvoiceId: string; url: string };
      try {
        created = await provider.createInvoice({
          id: invoice.id,
          asset: method.asset,
          amount: text,
          description: `Deposit ${text} ${method.asset}`,
          expiresInSeconds: deps.ttlSeconds,
        });
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        if (error instanceof ProviderRefusedError) {
          await repo.updateInvoice(invoice.id, ['creating'], {
            status: 'failed',
            providerError: reason,
          });
          throw new AppError('payment_provider_refused', 422, { provider: provider.name });
        }
        deps.log?.warn({ err: error, invoice: invoice.id }, 'invoice outcome unknown');
        await repo.updateInvoice(invoice.id, ['creating'], { providerError: reason });
        throw new AppError('payment_provider_unavailable', 502, { provider: provider.name });
      }
      // Paid before this answer was recorded (a fast player): the webhook already linked it.
      await repo.updateInvoice(invoice.id, ['creating'], {
        status: 'created',
        providerInvoiceId: created.providerInvoiceId,
        payUrl: created.url,
      });
      return {
        id: invoice.id,
        provider: provider.name,
        redirectUrl: created.url,
        amount: formatMinor(amount, method.precision),
        currency: method.code,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** Unpaid invoices past their time and a grace for late webhooks, oldest first. */
    due: (now = new Date()) => repo.dueForExpiry(new Date(now.getTime() - EXPIRY_GRACE_MS), 100),

    /** Expires an unpaid invoice: a compare-and-set against its payment; false if paid first. */
    expire: async (id: string) =>
      (await repo.updateInvoice(id, OPEN_INVOICE, { status: 'expired' })) !== undefined,
  };
}
