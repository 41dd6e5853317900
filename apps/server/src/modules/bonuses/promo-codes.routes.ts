import { adminPromoCodeEndpoints, promoCodeEndpoints } from '@aurum/contracts/promo-codes';
import { PromoCodeErrorDetail } from '@aurum/contracts/promo-codes';
import { fromEndpoint, type App } from '../../lib/http';
import { AppError } from '../../lib/app-error';
import type { Limiter } from '../../lib/rate-limiter';
import type { PlayerAuth } from '../auth/authenticate';
import type { OperatorsService } from '../operators/operators.service';
import type { WalletService } from '../wallet/wallet.service';
import type { PromoCodes } from './promo-codes';

/** A code's terms may be cached briefly: a page of links to one code asks once. */
const INFO_MAX_AGE_SECONDS = 30;

/**
 * Counts an unknown code against the caller's address: past the limit every lookup and
 * redemption from it is 429 for the rest of the window, so codes cannot be guessed by trying.
 */
async function guarded<T>(misses: Limiter, ip: string, attempt: () => Promise<T>): Promise<T> {
  await misses.check(ip);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && error.detail === PromoCodeErrorDetail.notFound) {
      await misses.hit(ip);
    }
    throw error;
  }
}

/** A code's terms for anyone; its use for players. */
export function promoCodeRoutes(
  app: App,
  deps: { promoCodes: PromoCodes; playerAuth: PlayerAuth; wallet: WalletService; misses: Limiter },
) {
  const { promoCodes, playerAuth, misses } = deps;

  app.route({
    ...fromEndpoint(promoCodeEndpoints.info),
    async handler(request, reply) {
      const info = await guarded(misses, request.ip, () => promoCodes.info(request.params.code));
      void reply.header('cache-control', `public, max-age=${INFO_MAX_AGE_SECONDS}`);
      return info;
    },
  });

  app.route({
    ...fromEndpoint(promoCodeEndpoints.redeem),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      const grant = await guarded(misses, request.ip, () =>
        promoCodes.redeem(user.id, request.body.code),
      );
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
