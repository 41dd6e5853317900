import { adminBotPayEndpoints, type TAdminBotPayEvent } from '@aurum/contracts/admin';
import type { Db } from '../../db/client';
import { fromEndpoint, type App } from '../../lib/http';
import type { OperatorsService } from '../operators/operators.service';
import { createTelegramPayRepo, type TBotPayEventRow } from './telegram-pay.repo';

const toEvent = (row: TBotPayEventRow): TAdminBotPayEvent => ({
  id: row.id.toString(),
  provider: row.provider,
  providerInvoiceId: row.providerInvoiceId,
  invoiceId: row.invoiceId,
  outcome: row.outcome as TAdminBotPayEvent['outcome'],
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The operators' view of chat-bot payments recorded and not credited (unknown invoice, amount or
 * currency mismatch, paid after expiry), for admins and payments staff to settle with the
 * provider.
 */
export function botPayAdminRoutes(app: App, deps: { db: Db; operators: OperatorsService }) {
  app.route({
    ...fromEndpoint(adminBotPayEndpoints.events),
    async handler(request) {
      await deps.operators.require(request, ['admin', 'payments']);
      const { offset, limit } = request.query;
      const { rows, total } = await createTelegramPayRepo(deps.db).recentEvents({ offset, limit });
      return { items: rows.map(toEvent), meta: { offset, limit, total } };
    },
  });
}
