import { sandboxBotPayEndpoints } from '@aurum/contracts/sandbox';
import type { TBotPayProvider } from '@aurum/contracts/wallet';
import { AppError } from '../../lib/app-error';
import type { App } from '../../lib/http';
import { fromEndpoint } from '../../lib/http';
import { sandboxPaths } from './sandbox-paths';
import { SandboxRefusal, type SandboxProvider } from './sandbox-providers';
import type { TelegramPayService } from './telegram-pay.service';

const TITLES: Record<TBotPayProvider, string> = {
  cryptobot: 'Crypto Bot',
  xrocket: 'xRocket',
};

/**
 * The player's side of a sandbox provider (outside production only): the payment page an
 * invoice's link opens, and the control that pays it, which delivers the signed webhook.
 */
export function sandboxControlRoutes(
  app: App,
  deps: { provider: TBotPayProvider; sandbox: SandboxProvider },
) {
  const { provider, sandbox } = deps;
  const paths = sandboxPaths(provider);

  app.route({
    ...fromEndpoint(sandboxBotPayEndpoints[provider]),
    async handler(request) {
      let paid;
      try {
        paid = await sandbox.pay(request.params.hash, BigInt(request.body.telegramUserId), {
          deliver: request.body.deliver,
        });
      } catch (error) {
        if (error instanceof SandboxRefusal)
          throw new AppError(error.code.toLowerCase(), error.status === 404 ? 404 : 409);
        throw error;
      }
      if (!paid.webhook) return { status: paid.invoice.status, webhook: null };
      const answer = paid.webhook.body as { outcome?: unknown } | undefined;
      return {
        status: paid.invoice.status,
        webhook: {
          status: paid.webhook.status,
          outcome: typeof answer?.outcome === 'string' ? answer.outcome : null,
        },
      };
    },
  });

  // The provider's payment page: one button that pays, then back to where the player was.
  app.get<{ Params: { hash: string } }>(paths.pageRoute, async (request, reply) => {
    const hash = request.params.hash.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
    const invoice = await sandbox.find(hash);
    if (!invoice) throw AppError.notFound('invoice_not_found');
    const amount = `${invoice.amount} ${invoice.asset.replace(/[^A-Z0-9]/gi, '')}`;
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox ${TITLES[provider]} invoice</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#17212b;color:#f5f5f5;font:15px/1.5 system-ui,sans-serif}
main{width:min(340px,90vw);padding:24px;border-radius:16px;background:#232e3c;text-align:center}
button{width:100%;padding:12px;border:0;border-radius:10px;background:#2ea6ff;color:#fff;font-weight:700;cursor:pointer}
small{color:#8a9aa9}</style></head>
<body><main><h1>${TITLES[provider]}</h1><p data-testid="sandbox-bot-amount">${amount}</p>
<button id="pay" type="button" data-testid="sandbox-bot-pay">Pay</button>
<p><small>Sandbox: no money moves outside this platform.</small></p></main>
<script>
document.getElementById('pay').addEventListener('click', async () => {
  await fetch('${paths.payRoute.replace(':hash', hash)}', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (history.length > 1) history.back(); else location.href = '/';
});
</script></body></html>`);
  });
}

/** Runs the invoice sweep now, or as if `laterSeconds` had passed (outside production only). */
export function sandboxSweepRoute(app: App, deps: { telegramPay: TelegramPayService }) {
  app.route({
    ...fromEndpoint(sandboxBotPayEndpoints.sweep),
    async handler(request) {
      return deps.telegramPay.sweep(new Date(Date.now() + request.body.laterSeconds * 1000));
    },
  });
}
