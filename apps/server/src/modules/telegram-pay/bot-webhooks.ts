import { parseDecimal } from '@aurum/contracts/money';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { WalletService } from '../wallet/wallet.service';
import { WebhookBodyError, type BotPayProvider, type TPaidInvoice } from './provider';
import { createTelegramPayRepo, type TBotInvoiceRow } from './telegram-pay.repo';

/** What became of a webhook; only `credited` moved money. */
export type TWebhookOutcome =
  | 'credited'
  /** Already credited by an earlier delivery of the same payment. */
  | 'duplicate'
  | 'ignored'
  | 'unknown_invoice'
  | 'mismatch'
  /** Paid after the invoice expired or failed. */
  | 'late';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The paid amount in minor units, or null when it is not an amount of that precision. */
function paidAmount(text: string, precision: number): bigint | null {
  try {
    return parseDecimal(text, precision);
  } catch {
    return null;
  }
}

/**
 * The providers' paid-invoice webhooks: the signature checked over the raw body, the invoice
 * found by the provider's id (or, when our record of it was lost, by our id in the payload),
 * amount and currency compared with ours, and the deposit credited exactly once through the
 * wallet's ledger. Whatever is not credited (unknown, mismatched, late) is recorded.
 */
export function createBotWebhooks(deps: {
  db: Db;
  wallet: WalletService;
  currencies: CurrenciesService;
}) {
  const repo = createTelegramPayRepo(deps.db);

  async function find(provider: BotPayProvider, paid: TPaidInvoice) {
    const byProviderId = await repo.findByProviderInvoice(provider.name, paid.providerInvoiceId);
    if (byProviderId) return byProviderId;
    const byPayload =
      paid.payload && UUID.test(paid.payload) ? await repo.findInvoice(paid.payload) : undefined;
    return byPayload?.provider === provider.name ? byPayload : undefined;
  }

  /** Whether the paid invoice differs from ours: another invoice, currency or amount. */
  async function mismatch(invoice: TBotInvoiceRow, paid: TPaidInvoice): Promise<boolean> {
    const { precision } = await deps.currencies.get(invoice.currencyCode);
    return (
      (invoice.providerInvoiceId !== null &&
        invoice.providerInvoiceId !== paid.providerInvoiceId) ||
      (paid.payload !== null && paid.payload !== invoice.id) ||
      paid.asset !== invoice.asset ||
      paidAmount(paid.amount, precision) !== invoice.amount
    );
  }

  /** Credits a matching invoice once: its lock decides between this delivery and any other. */
  async function credit(provider: BotPayProvider, invoice: TBotInvoiceRow, paid: TPaidInvoice) {
    const result = await deps.db.transaction(async (trx) => {
      const txRepo = createTelegramPayRepo(trx);
      const locked = await txRepo.lockOpen(invoice.id);
      if (!locked) {
        const current = await txRepo.findInvoice(invoice.id);
        return { outcome: current?.status === 'paid' ? 'duplicate' : 'late' } as const;
      }
      const deposit = await deps.wallet.openDeposit(
        {
          userId: locked.userId,
          type: 'deposit',
          status: 'pending',
          method: 'crypto',
          provider: provider.name,
          currencyCode: locked.currencyCode,
          networkCode: locked.networkCode,
          amount: locked.amount,
          externalId: `${provider.name}:${paid.providerInvoiceId}`,
        },
        trx,
      );
      const credited = await deps.wallet.completeDeposit(deposit.id, { tx: trx });
      await txRepo.updateInvoice(locked.id, [locked.status], {
        status: 'paid',
        providerInvoiceId: paid.providerInvoiceId,
        paidAt: new Date(),
        paymentTransactionId: credited.id,
      });
      return { outcome: 'credited', row: credited } as const;
    });
    if (result.outcome === 'credited') {
      // The player hears of it only once the credit has committed.
      await deps.wallet.publishBalance(result.row.userId);
      await deps.wallet.publishTransaction(result.row);
    }
    return result.outcome;
  }

  /**
   * A payment the provider reports (its webhook, or its answer when asked): credited once when
   * it matches an open invoice; recorded, not credited, when it does not. `body` is kept with
   * the record.
   */
  async function settle(
    provider: BotPayProvider,
    paid: TPaidInvoice,
    body: string,
  ): Promise<TWebhookOutcome> {
    const invoice = await find(provider, paid);
    const record = async (outcome: 'unknown_invoice' | 'mismatch' | 'late') => {
      await repo.recordEvent({
        provider: provider.name,
        providerInvoiceId: paid.providerInvoiceId,
        invoiceId: invoice?.id ?? null,
        outcome,
        body,
      });
      return outcome;
    };
    if (!invoice) return record('unknown_invoice');
    if (await mismatch(invoice, paid)) return record('mismatch');
    const outcome = await credit(provider, invoice, paid);
    return outcome === 'late' ? record('late') : outcome;
  }

  return {
    settle,

    /** A webhook: 401 unless signed by the provider over exactly these bytes. */
    async receive(
      provider: BotPayProvider,
      rawBody: string,
      signature: unknown,
    ): Promise<TWebhookOutcome> {
      if (!provider.verifyWebhook(rawBody, signature))
        throw AppError.unauthorized('invalid_signature');
      let update;
      try {
        update = provider.readWebhook(rawBody);
      } catch (error) {
        if (error instanceof WebhookBodyError) throw new AppError('validation_error', 400);
        throw error;
      }
      return update.kind === 'ignored' ? 'ignored' : settle(provider, update.invoice, rawBody);
    },

    /** The webhooks recorded without credit for one provider invoice (operators, tests). */
    recordedEvents: (provider: string, providerInvoiceId: string) =>
      repo.listEvents(provider, providerInvoiceId),
  };
}
