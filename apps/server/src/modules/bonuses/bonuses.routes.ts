import {
  adminBonusEndpoints,
  bonusEndpoints,
  sandboxBonusEndpoints,
} from '@aurum/contracts/bonuses';
import type { CountryResolver } from '../../lib/geo';
import { fromEndpoint, type App } from '../../lib/http';
import type { PlayerAuth } from '../auth/authenticate';
import type { OperatorsService } from '../operators/operators.service';
import type { WalletService } from '../wallet/wallet.service';
import type { BonusGames } from './bonus-games';
import type { BonusesService } from './bonuses.service';
import type { DepositQuote } from './deposit-quote';

/** The player's bonuses and bonus choices. */
export function bonusRoutes(
  app: App,
  deps: {
    bonuses: BonusesService;
    games: BonusGames;
    depositQuote: DepositQuote;
    playerAuth: PlayerAuth;
    countryOf: CountryResolver;
  },
) {
  const { bonuses, playerAuth } = deps;

  app.route({
    ...fromEndpoint(bonusEndpoints.list),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return bonuses.list(user.id);
    },
  });

  app.route({
    ...fromEndpoint(bonusEndpoints.games),
    async handler(request, reply) {
      const user = await playerAuth.requireUser(request);
      reply.header('cache-control', 'private, no-cache');
      return deps.games.list(user.id, request.params.id, request.query, {
        user,
        country: deps.countryOf(request),
      });
    },
  });

  app.route({
    ...fromEndpoint(bonusEndpoints.depositQuote),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return deps.depositQuote.quote(user.id, request.query);
    },
  });

  app.route({
    ...fromEndpoint(bonusEndpoints.settings),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return bonuses.settings(user.id);
    },
  });

  app.route({
    ...fromEndpoint(bonusEndpoints.saveSettings),
    async handler(request) {
      const user = await playerAuth.requireUser(request);
      return bonuses.saveSettings(user.id, request.body);
    },
  });
}

/** Offers, personal bonuses and forfeiture in the back office; every change audited. */
export function bonusAdminRoutes(
  app: App,
  deps: { bonuses: BonusesService; operators: OperatorsService; wallet: WalletService },
) {
  const { bonuses, operators } = deps;

  app.route({
    ...fromEndpoint(adminBonusEndpoints.offers),
    async handler(request) {
      await operators.require(request, ['admin']);
      return { items: await bonuses.offers() };
    },
  });

  app.route({
    ...fromEndpoint(adminBonusEndpoints.createOffer),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      const offer = await bonuses.saveOffer(request.body);
      await operators.recordAction(
        actor,
        'bonus_offer.create',
        { type: 'bonus_offer', id: offer.id },
        { before: null, after: offer },
      );
      return offer;
    },
  });

  app.route({
    ...fromEndpoint(adminBonusEndpoints.updateOffer),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      const before = (await bonuses.offers()).find((offer) => offer.id === request.params.id);
      const offer = await bonuses.saveOffer(request.body, request.params.id);
      await operators.recordAction(
        actor,
        'bonus_offer.update',
        { type: 'bonus_offer', id: offer.id },
        { before, after: offer },
      );
      return offer;
    },
  });

  app.route({
    ...fromEndpoint(adminBonusEndpoints.userBonuses),
    async handler(request) {
      await operators.require(request, ['admin', 'support']);
      return { items: await bonuses.userBonuses(request.params.userId) };
    },
  });

  app.route({
    ...fromEndpoint(adminBonusEndpoints.assign),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      const { userId } = request.params;
      const grant = await bonuses.assign(userId, request.body.offerId);
      await operators.recordAction(
        actor,
        'bonus.assign',
        { type: 'user', id: userId },
        { before: null, after: { grantId: grant.id, offerId: request.body.offerId } },
      );
      await deps.wallet.publishBalance(userId);
      return grant;
    },
  });

  app.route({
    ...fromEndpoint(adminBonusEndpoints.forfeit),
    async handler(request) {
      const actor = await operators.require(request, ['admin']);
      const grant = await bonuses.forfeit(request.params.id, request.body.reason);
      await operators.recordAction(
        actor,
        'bonus.forfeit',
        { type: 'bonus_grant', id: grant.id },
        {
          before: { status: 'active' },
          after: { status: grant.status, reason: request.body.reason },
        },
      );
      await deps.wallet.publishBalance(grant.userId);
      return grant;
    },
  });
}

/** Outside production: run the expiry sweep at once instead of waiting for its timer. */
export function bonusSandboxRoutes(app: App, deps: { bonuses: BonusesService }) {
  app.route({
    ...fromEndpoint(sandboxBonusEndpoints.expire),
    handler: () => deps.bonuses.expireDue(),
  });
}
