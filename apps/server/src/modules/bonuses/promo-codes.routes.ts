import { adminPromoCodeEndpoints, promoCodeEndpoints } from '@aurum/contracts/promo-codes';
import { PromoCodeErrorDetail } from '@aurum/contracts/promo-codes';
import { fromEndpoint, type App } from '../../lib/http';
import { AppError } from '../../lib/app-error';
import type { PlayerAuth } from '../auth/authenticate';
import type { OperatorsService } from '../operators/operators.service';
import type { WalletService } from '../wallet/wallet.service';
import type { PromoCodes } from './promo-codes';

/** A code's terms may be cached briefly: a page of links to one code asks once. */
const INFO_MAX_AGE_SECONDS = 30;

/** A code's terms for anyone; its use for players. */
export function promoCodeRoutes(
  app: App,
  deps: { promoCodes: PromoCodes; playerAuth: PlayerAuth; wallet: WalletService },
) {
  const { promoCodes, playerAuth } = deps;

  app.route({
    ...fromEndpoint(promoCodeEndpoints.info),
    async handler(request, reply) {
      const info = await promoCodes.info(request.params.code);
      void reply.header('cache-control', `public, max-age=${INFO_MAX_AGE_SECONDS}`);
      return info;
    },
  });

  app.route({
    ...fromEndpoint(promoCodeEndpoints.redeem),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      const grant = await promoCodes.redeem(user.id, request.body.code);
      await deps.wallet.publishBalance(user.id);
      return grant;
    },
  });
}

/** Promo codes in the back office; every change audited. */
export function promoCodeAdminRoutes(
  app: App,
  deps: { promoCodes: PromoCodes; operators: OperatorsService },
) {
  const { promoCodes, operators } = deps;

  app.route({
    ...fromEndpoint(adminPromoCodeEndpoints.list),
    async handler(request) {
      await operators.require(request, ['admin']);
      return { items: await promoCodes.list() };
    },
  });

  app.route({
    ...fromEndpoint(adminPromoCodeEndpoints.create),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      const code = await promoCodes.create(request.body);
      await operators.recordAction(
        actor,
        'promo_code.create',
        { type: 'promo_code', id: code.id },
        { before: null, after: code },
      );
      return code;
    },
  });

  app.route({
    ...fromEndpoint(adminPromoCodeEndpoints.update),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      const before = await promoCodes.find(request.params.id);
      if (!before) throw AppError.notFound(PromoCodeErrorDetail.notFound);
      const code = await promoCodes.update(request.params.id, request.body);
      await operators.recordAction(
        actor,
        'promo_code.update',
        { type: 'promo_code', id: code.id },
        { before, after: code },
      );
      return code;
    },
  });
}
