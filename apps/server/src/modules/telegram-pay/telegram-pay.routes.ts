import { z } from 'zod';
import type { App } from '../../lib/http';
import { keepRawJsonBody } from '../../lib/raw-json-body';
import type { BotPayProvider } from './provider';
import { webhookPath } from './sandbox-paths';
import type { TelegramPayService } from './telegram-pay.service';

const ZWebhookAnswer = z.object({ ok: z.literal(true), outcome: z.string() });

/**
 * `POST /api/provider/{cryptobot,xrocket}/webhook`: the providers post paid invoices here. The
 * signature is checked over the raw body before anything is read from it (401 otherwise);
 * whatever the payment's fate (credited, already credited, recorded for an operator), the
 * answer is 200 so the provider stops retrying.
 */
export function telegramPayWebhookRoutes(
  app: App,
  deps: { telegramPay: TelegramPayService; providers: readonly BotPayProvider[] },
) {
  void app.register((scope, _options, done) => {
    keepRawJsonBody(scope);
    for (const provider of deps.providers) {
      scope.route({
        method: 'POST',
        url: webhookPath(provider.name),
        schema: {
          response: { 200: ZWebhookAnswer },
          summary: `${provider.name} webhook: a paid invoice (signed with the API token)`,
          tags: ['payment providers'],
        },
        async handler(request) {
          const outcome = await deps.telegramPay.receiveWebhook(
            provider,
            request.rawBody ?? '',
            request.headers[provider.signatureHeader],
          );
          return { ok: true as const, outcome };
        },
      });
    }
    done();
  });
}
