import { adminOrderEndpoints } from '@aurum/contracts/admin';
import { sandboxFiatEndpoints } from '@aurum/contracts/sandbox';
import { fiatEndpoints, orderEndpoints } from '@aurum/contracts/wallet';
import { AppError } from '../../lib/app-error';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import { idempotencyScope } from '../idempotency/idempotency.http';
import type { IdempotencyService } from '../idempotency/idempotency.service';
import type { OperatorsService } from '../operators/operators.service';
import type { WalletService } from '../wallet/wallet.service';
import type { FiatService } from './fiat.service';
import type { OrdersService } from './orders.service';

export function fiatRoutes(
  app: App,
  deps: {
    fiat: FiatService;
    orders: OrdersService;
    playerAuth: PlayerAuth;
    wallet: WalletService;
    idempotency: IdempotencyService;
  },
) {
  const { orders, playerAuth, idempotency } = deps;

  app.route({
    ...fromEndpoint(fiatEndpoints.conditions),
    async handler(_request, reply) {
      reply.header('cache-control', 'public, max-age=300');
      return { items: await deps.fiat.methods() };
    },
  });

  app.route({
    ...fromEndpoint(orderEndpoints.createBuy),
    async handler(request, reply) {
      const user = await playerAuth.requireUser(request);
      // A retry with the submission's key answers the first order: never a second one.
      return idempotency.once(idempotencyScope(request, reply, user.id), () =>
        orders.createBuy(user, request.body),
      );
    },
  });

  app.route({
    ...fromEndpoint(orderEndpoints.notExpired),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return { order: await orders.notExpired(user, request.query.bank_id) };
    },
  });

  app.route({
    ...fromEndpoint(orderEndpoints.buyOrder),
    async handler(request) {
      return orders.buyOrder(await playerAuth.requireUser(request), request.params.id);
    },
  });

  app.route({
    ...fromEndpoint(orderEndpoints.paid),
    bodyLimit: 8 * 1024 * 1024,
    async handler(request) {
      return orders.paid(await playerAuth.requireUser(request), request.params.id, request.body);
    },
  });

  app.route({
    ...fromEndpoint(orderEndpoints.dispute),
    bodyLimit: 8 * 1024 * 1024,
    async handler(request) {
      return orders.dispute(await playerAuth.requireUser(request), request.params.id, request.body);
    },
  });

  app.route({
    ...fromEndpoint(orderEndpoints.createSell),
    async handler(request, reply) {
      const user = await playerAuth.requireUser(request);
      // A retry with the submission's key answers the first answer: one reservation only.
      return idempotency.once(idempotencyScope(request, reply, user.id), async () =>
        deps.wallet.present(await orders.createSell(user, request.body)),
      );
    },
  });

  app.route({
    ...fromEndpoint(orderEndpoints.savedDetails),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return { items: await orders.savedDetails(user, request.query.bankId) };
    },
  });

  app.route({
    ...fromEndpoint(orderEndpoints.cancelSell),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return deps.wallet.present(await orders.cancelSell(user, request.params.id));
    },
  });
}

/** Fiat orders in the back office: confirm deposits, settle disputes, pay out withdrawals. */
export function fiatAdminRoutes(
  app: App,
  deps: { orders: OrdersService; operators: OperatorsService },
) {
  const { orders, operators } = deps;
  const payments = ['admin', 'payments'] as const;

  const audited = async (
    request: Parameters<OperatorsService['require']>[0],
    action: string,
    id: string,
    work: (operatorId: string) => Promise<unknown>,
  ) => {
    const actor = await operators.require(request, [...payments]);
    const before = await orders.adminOrder(id);
    await work(actor.operator.id);
    const after = await orders.adminOrder(id);
    await operators.recordAction(
      actor,
      action,
      { type: 'fiat_order', id },
      {
        before: { status: before.status },
        after: { status: after.status, amount: after.amount },
      },
    );
    return after;
  };

  app.route({
    ...fromEndpoint(adminOrderEndpoints.list),
    async handler(request) {
      await operators.require(request, [...payments]);
      const { offset, limit, side, status } = request.query;
      const { items, total } = await orders.adminList({ offset, limit, side, status });
      return { items, meta: { offset, limit, total } };
    },
  });

  app.route({
    ...fromEndpoint(adminOrderEndpoints.proof),
    async handler(request, reply) {
      await operators.require(request, [...payments]);
      const upload = await orders.proof(request.params.id);
      if (!upload) throw AppError.notFound('proof_not_found');
      // A player's upload: its type was decided by its bytes, and a polyglot (an image that is
      // also HTML or script) can neither run nor be sniffed: a sandbox with nothing allowed,
      // nosniff, and a download rather than a page of this origin.
      const extension = upload.mime.slice('image/'.length);
      return reply
        .header('content-type', upload.mime)
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'content-disposition',
          `attachment; filename="proof-${request.params.id}.${extension}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(upload.content);
    },
  });

  app.route({
    ...fromEndpoint(adminOrderEndpoints.confirm),
    async handler(request) {
      const { id } = request.params;
      return audited(request, 'order.confirm', id, () => orders.confirm(id));
    },
  });

  app.route({
    ...fromEndpoint(adminOrderEndpoints.decline),
    async handler(request) {
      const { id } = request.params;
      return audited(request, 'order.decline', id, () => orders.decline(id, request.body.reason));
    },
  });

  app.route({
    ...fromEndpoint(adminOrderEndpoints.resolveDispute),
    async handler(request) {
      const { id } = request.params;
      return audited(request, 'order.resolve_dispute', id, () =>
        orders.resolveDispute(id, request.body.outcome, request.body.amount),
      );
    },
  });

  app.route({
    ...fromEndpoint(adminOrderEndpoints.sellPaid),
    async handler(request) {
      const { id } = request.params;
      return audited(request, 'order.paid', id, (operatorId) => orders.sellPaid(id, operatorId));
    },
  });

  app.route({
    ...fromEndpoint(adminOrderEndpoints.sellFailed),
    async handler(request) {
      const { id } = request.params;
      return audited(request, 'order.failed', id, (operatorId) =>
        orders.sellFailed(id, request.body.reason, operatorId),
      );
    },
  });
}

/** The sandbox bank, outside production: it plays the payment provider's side. */
export function fiatSandboxRoutes(
  app: App,
  deps: { orders: OrdersService; wallet: WalletService },
) {
  const { orders } = deps;
  app.route({
    ...fromEndpoint(sandboxFiatEndpoints.act),
    async handler(request) {
      const { id, action } = request.params;
      const row =
        action === 'confirm'
          ? await orders.confirm(id)
          : action === 'decline'
            ? await orders.decline(id, 'declined by the sandbox bank')
            : action === 'timeout'
              ? await orders.timeout(id)
              : await orders.toExternalInvoice(id);
      return deps.wallet.present(row);
    },
  });

  // The provider's own payment page for external invoices: one button that pays.
  app.get<{ Params: { id: string } }>('/api/sandbox/fiat/invoice/:id', async (request, reply) => {
    const id = request.params.id.replace(/[^0-9a-f-]/gi, '');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox payment page</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0d1220;color:#e8ecf5;font:15px/1.5 system-ui,sans-serif}
main{width:min(360px,90vw);padding:28px;border:1px solid #26304a;border-radius:18px;background:#131a2c;text-align:center}
button{width:100%;padding:12px;border:0;border-radius:12px;background:linear-gradient(#ffd26a,#f5a623);font-weight:700;cursor:pointer}
small{color:#8b96b0}</style></head>
<body><main><h1>Sandbox card payment</h1><p><small>Order ${id}</small></p>
<button id="pay" type="button" data-testid="sandbox-invoice-pay">Pay</button>
<p><small>No card is charged: this page stands in for the provider's.</small></p></main>
<script>
document.getElementById('pay').addEventListener('click', async () => {
  await fetch('/api/sandbox/fiat/orders/${id}/confirm', { method: 'POST' });
  location.href = '/';
});
</script></body></html>`);
  });
}
