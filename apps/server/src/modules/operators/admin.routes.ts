import { adminEndpoints } from '@aurum/contracts/admin';
import { parseDecimal } from '@aurum/contracts/money';
import { AppError } from '../../lib/app-error';
import type { App } from '../../lib/http';
import { fromEndpoint, requestMeta } from '../../lib/http';
import type { UsersService } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import { toAdminUser, type OperatorsService } from './operators.service';

export function adminRoutes(
  app: App,
  deps: { operators: OperatorsService; users: UsersService; currencies: CurrenciesService },
) {
  const { operators } = deps;

  app.route({
    ...fromEndpoint(adminEndpoints.login),
    async handler(request, reply) {
      const { operator, token } = await operators.login(request.body, requestMeta(request));
      operators.setCookie(reply, token);
      return operators.describe(operator);
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.logout),
    async handler(request, reply) {
      await operators.logout(request);
      operators.clearCookie(reply);
      return { ok: true as const };
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.me),
    async handler(request) {
      return operators.describe((await operators.requireSignedIn(request)).operator);
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.totpEnrol),
    async handler(request, reply) {
      const { operator } = await operators.requireSignedIn(request);
      reply.header('cache-control', 'no-store');
      return operators.startTotpEnrolment(operator);
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.totpConfirm),
    async handler(request) {
      const actor = await operators.requireSignedIn(request);
      return operators.describe(await operators.confirmTotp(actor, request.body.code));
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.totpReset),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      return operators.describe(await operators.resetTotp(actor, request.params.id));
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.createOperator),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      return operators.describe(await operators.createOperator(actor, request.body));
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.users),
    async handler(request) {
      await operators.require(request);
      const { offset, limit, search } = request.query;
      const { rows, total } = await deps.users.repo.search({ search, offset, limit });
      return { items: rows.map(toAdminUser), meta: { offset, limit, total } };
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.user),
    async handler(request) {
      await operators.require(request);
      return toAdminUser(await operators.findUser(request.params.id));
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.updateUser),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      return toAdminUser(await operators.updateUser(actor, request.params.id, request.body));
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.ban),
    async handler(request) {
      const actor = await operators.require(request, ['admin', 'support']);
      const { reason, description } = request.body;
      return toAdminUser(await operators.ban(actor, request.params.id, reason, description));
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.unban),
    async handler(request) {
      const actor = await operators.require(request, ['admin', 'support']);
      return toAdminUser(await operators.unban(actor, request.params.id));
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.adjust),
    async handler(request) {
      const actor = await operators.require(request, ['admin', 'payments']);
      await operators.findUser(request.params.id);
      const account = await deps.currencies.get(deps.currencies.accountCurrency);
      let amount: bigint;
      try {
        amount = parseDecimal(request.body.amount, account.precision);
      } catch {
        throw new AppError('Validation.invalid_amount', 400, { precision: account.precision });
      }
      if (amount <= 0n) throw new AppError('Validation.invalid_amount', 400);
      const transfer = await operators.adjust(actor, request.params.id, {
        ...request.body,
        amount,
      });
      return { transferId: transfer.transferId.toString(), created: transfer.created };
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.rates),
    async handler(request) {
      await operators.require(request);
      const items = await deps.currencies.list();
      return {
        items: items.map(({ code, rate, rateSource }) => ({ code, rate, source: rateSource })),
      };
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.setRate),
    async handler(request) {
      const actor = await operators.require(request, ['admin', 'payments']);
      const updated = await operators.setRate(actor, request.params.code, request.body);
      return { code: updated.code, rate: updated.rate, source: updated.rateSource };
    },
  });

  app.route({
    ...fromEndpoint(adminEndpoints.audit),
    async handler(request) {
      await operators.require(request, ['admin']);
      const { offset, limit } = request.query;
      const { rows, total } = await operators.listAudit({ offset, limit });
      return {
        items: rows.map(({ entry, operatorEmail }) => ({
          id: entry.id.toString(),
          operator: { id: entry.operatorId, email: operatorEmail },
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          before: entry.before,
          after: entry.after,
          createdAt: entry.createdAt.toISOString(),
        })),
        meta: { offset, limit, total },
      };
    },
  });
}
