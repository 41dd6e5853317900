import { adminWithdrawalEndpoints, type TAdminWithdrawal } from '@aurum/contracts/admin';
import { formatMinor } from '@aurum/contracts/money';
import { sandboxChainEndpoints, sandboxWithdrawalEndpoints } from '@aurum/contracts/sandbox';
import { ZTonDeposit } from '@aurum/contracts/ton';
import {
  cryptoEndpoints,
  withdrawEndpoints,
  ZBotInvoice,
  ZDepositAddress,
} from '@aurum/contracts/wallet';
import { z } from 'zod';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import { idempotencyScope } from '../idempotency/idempotency.http';
import type { IdempotencyService } from '../idempotency/idempotency.service';
import type { OperatorsService } from '../operators/operators.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { TPaymentTransactionRow } from '../wallet/wallet.service';
import type { WalletService } from '../wallet/wallet.service';
import { withDepositOffer, type CryptoService } from './crypto.service';

export function cryptoRoutes(
  app: App,
  deps: {
    crypto: CryptoService;
    playerAuth: PlayerAuth;
    wallet: WalletService;
    idempotency: IdempotencyService;
  },
) {
  app.route({
    ...fromEndpoint(cryptoEndpoints.methods),
    async handler(request, reply) {
      // The +N% badge is the offer this player's next deposit would get.
      reply.header('cache-control', 'private, no-cache');
      const user = await deps.playerAuth.optionalUser(request);
      const [items, offer] = await Promise.all([
        deps.crypto.methods(),
        deps.wallet.hooks.depositOffer?.(user?.id ?? null, 'crypto') ?? null,
      ]);
      return { items: withDepositOffer(items, offer) };
    },
  });

  // One call, three answers: an address, with a chat-bot provider an invoice to pay there, or
  // with TON Connect a transfer for the player's own wallet to send.
  const depositAddress = fromEndpoint(cryptoEndpoints.depositAddress);
  app.route({
    ...depositAddress,
    schema: {
      ...depositAddress.schema,
      response: { 200: z.union([ZDepositAddress, ZBotInvoice, ZTonDeposit]) },
    },
    async handler(request) {
      const user = await deps.playerAuth.requireUser(request);
      const { provider, currency, amount } = request.body;
      return provider
        ? deps.crypto.providerDeposit(user, { provider, currency, amount })
        : deps.crypto.depositAddress(user, currency);
    },
  });

  app.route({
    ...fromEndpoint(withdrawEndpoints.recentAddresses),
    async handler(request) {
      const user = await deps.playerAuth.requireUser(request);
      return { items: await deps.crypto.recentAddresses(user, request.params.currency) };
    },
  });

  app.route({
    ...fromEndpoint(withdrawEndpoints.fee),
    async handler(request) {
      const user = await deps.playerAuth.requireUser(request);
      return deps.crypto.quote(user, request.params.code, request.query.amount);
    },
  });

  app.route({
    ...fromEndpoint(withdrawEndpoints.withdraw),
    async handler(request, reply) {
      const user = await deps.playerAuth.requireUser(request);
      // A retry with the submission's key answers the first answer: one reservation only.
      return deps.idempotency.once(idempotencyScope(request, reply, user.id), async () =>
        deps.wallet.present(await deps.crypto.withdraw(user, request.body)),
      );
    },
  });

  app.route({
    ...fromEndpoint(withdrawEndpoints.cancel),
    async handler(request) {
      const user = await deps.playerAuth.requireUser(request);
      return deps.wallet.present(await deps.crypto.cancel(user, request.params.id));
    },
  });

  app.route({
    ...fromEndpoint(withdrawEndpoints.wager),
    async handler(request) {
      const user = await deps.playerAuth.requireUser(request);
      const { remaining, ...status } = await deps.wallet.wagerStatus(user);
      // The rule the withdraw call enforces too: while deposits are unwagered, 422 `wager`.
      if (remaining > 0n) await deps.wallet.assertCanWithdraw(user);
      return status;
    },
  });
}

/** Withdrawals in the back office: large ones wait here for approval. */
export function cryptoAdminRoutes(
  app: App,
  deps: {
    crypto: CryptoService;
    wallet: WalletService;
    operators: OperatorsService;
    currencies: CurrenciesService;
  },
) {
  const toAdmin = async (row: TPaymentTransactionRow): Promise<TAdminWithdrawal> => {
    const currency = await deps.currencies.get(row.currencyCode);
    const account = await deps.currencies.get(deps.currencies.accountCurrency);
    return {
      id: row.id,
      userId: row.userId,
      status: row.status,
      currency: row.currencyCode,
      network: row.networkCode,
      amount: formatMinor(row.amount, currency.precision),
      fee: formatMinor(row.fee ?? 0n, currency.precision),
      accountAmount: formatMinor(row.accountAmount ?? 0n, account.precision),
      address: row.address,
      memo: row.memo,
      externalId: row.externalId,
      payoutError: row.payoutError,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  app.route({
    ...fromEndpoint(adminWithdrawalEndpoints.list),
    async handler(request) {
      await deps.operators.require(request, ['admin', 'payments']);
      const { offset, limit, status } = request.query;
      const { rows, total } = await deps.wallet.listWithdrawals({ offset, limit, status });
      return { items: await Promise.all(rows.map(toAdmin)), meta: { offset, limit, total } };
    },
  });

  app.route({
    ...fromEndpoint(adminWithdrawalEndpoints.approve),
    async handler(request) {
      const actor = await deps.operators.require(request, ['admin', 'payments']);
      const row = await deps.crypto.approve(request.params.id, actor.operator.id);
      await deps.operators.recordAction(
        actor,
        'withdrawal.approve',
        { type: 'withdrawal', id: row.id },
        {
          before: { status: 'wait_for_confirmation' },
          after: { status: row.status, externalId: row.externalId },
        },
      );
      return toAdmin(row);
    },
  });

  app.route({
    ...fromEndpoint(adminWithdrawalEndpoints.decline),
    async handler(request) {
      const actor = await deps.operators.require(request, ['admin', 'payments']);
      const row = await deps.crypto.decline(
        request.params.id,
        actor.operator.id,
        request.body.reason,
      );
      await deps.operators.recordAction(
        actor,
        'withdrawal.decline',
        { type: 'withdrawal', id: row.id },
        {
          before: { status: 'wait_for_confirmation' },
          after: { status: row.status, reason: request.body.reason },
        },
      );
      return toAdmin(row);
    },
  });

  app.route({
    ...fromEndpoint(adminWithdrawalEndpoints.resolve),
    async handler(request) {
      const actor = await deps.operators.require(request, ['admin', 'payments']);
      const { body } = request;
      const row = await deps.crypto.resolve(
        request.params.id,
        actor.operator.id,
        body.outcome === 'sent'
          ? { kind: 'sent', externalId: body.externalId }
          : { kind: 'failed', reason: body.reason },
      );
      await deps.operators.recordAction(
        actor,
        'withdrawal.resolve',
        { type: 'withdrawal', id: row.id },
        { before: { status: 'processing' }, after: { status: row.status, ...body } },
      );
      return toAdmin(row);
    },
  });
}

/** The sandbox chain, outside production only: it plays the blockchain's part. */
export function cryptoSandboxRoutes(
  app: App,
  deps: { crypto: CryptoService; wallet: WalletService },
) {
  app.route({
    ...fromEndpoint(sandboxChainEndpoints.transfer),
    async handler(request) {
      const row = await deps.crypto.receive({
        address: request.body.address,
        code: request.body.currency,
        amount: request.body.amount,
      });
      return deps.wallet.present(row);
    },
  });

  app.route({
    ...fromEndpoint(sandboxChainEndpoints.blocks),
    async handler(request) {
      return { confirmed: await deps.crypto.mineBlocks(request.body.count) };
    },
  });

  app.route({
    ...fromEndpoint(sandboxWithdrawalEndpoints.process),
    async handler(request) {
      // Skipping the window: as if the player's cancel time had already run out.
      const now = request.body.skipCancelWindow
        ? new Date(Date.now() + 366 * 86_400_000)
        : new Date();
      return deps.crypto.processWithdrawals(now);
    },
  });

  app.route({
    ...fromEndpoint(sandboxWithdrawalEndpoints.reconcile),
    async handler() {
      return deps.crypto.reconcileWithdrawals();
    },
  });
}
