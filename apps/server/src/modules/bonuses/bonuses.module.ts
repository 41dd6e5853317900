import { everySeconds } from '../../lib/every-seconds';
import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import type { PlayerAuth } from '../auth/authenticate';
import type { RgService } from '../responsible-gaming/rg.service';
import type { TSignUpHooks } from '../auth/sign-up-hooks';
import type { OperatorsService } from '../operators/operators.service';
import type { UsersService } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { Stakes } from '../wallet/stakes.service';
import type { WalletService } from '../wallet/wallet.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { ACCOUNT_PRECISION } from '../wallet/currencies.seed';
import { createBonusGames } from './bonus-games';
import { createBonusMoney } from './bonus-money';
import { createNetworkBonus } from './network-bonus';
import { createDepositQuote } from './deposit-quote';
import { bonusAdminRoutes, bonusRoutes, bonusSandboxRoutes } from './bonuses.routes';
import { createBonusesService, type BonusesService } from './bonuses.service';
import { createPromoCodes } from './promo-codes';
import { promoCodeAdminRoutes, promoCodeRoutes } from './promo-codes.routes';

/** How often the sweep ends grants past their deadline. */
const EXPIRY_SWEEP_SECONDS = 60;

/**
 * Bonuses: offers, grants and the player's choices. Every credited deposit passes through it
 * (inside the deposit's transaction) to earn its welcome, everyday or personal bonus; a timer
 * expires grants past their deadline.
 */
export function bonusesModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'ledger' | 'config' | 'countryOf' | 'limiters'> & {
    users: UsersService;
    wallet: WalletService;
    currencies: CurrenciesService;
    stakes: Stakes;
    catalogue: CatalogueService;
    playerAuth: PlayerAuth;
    operators: OperatorsService;
    signUpHooks: TSignUpHooks;
    responsibleGaming: Pick<RgService, 'isBlocked'>;
  },
): { bonuses: BonusesService } {
  const bonuses = createBonusesService({
    ...deps,
    log: app.log,
    blocked: (tx, userId) => deps.responsibleGaming.isBlocked(userId, tx),
  });
  deps.wallet.hooks.depositCredited.push(bonuses.onDeposit);
  deps.wallet.hooks.depositCredited.push(createNetworkBonus({ grants: bonuses.grants }));
  // Bonus money never leaves with a withdrawal: opening one forfeits the active grants.
  deps.wallet.hooks.withdrawalOpening.push((tx, userId) => bonuses.forfeitActive(tx, userId));
  deps.wallet.hooks.userBonuses.push((userId) => bonuses.walletBonuses(userId));
  // Stakes spend grant money and count toward its wagering.
  deps.wallet.hooks.bonusMoney = createBonusMoney({
    ledger: deps.ledger,
    grants: bonuses.grants,
    catalogue: deps.catalogue,
    precision: ACCOUNT_PRECISION,
  });
  const games = createBonusGames({
    db: deps.db,
    catalogue: deps.catalogue,
    precision: async () => (await deps.currencies.get(deps.currencies.accountCurrency)).precision,
  });
  const depositQuote = createDepositQuote(deps);
  // The cashier's +N% badges show the offer the player's next deposit would get.
  deps.wallet.hooks.depositOffer = (userId, channel) => depositQuote.depositMatch(userId, channel);
  bonusRoutes(app, {
    bonuses,
    games,
    depositQuote,
    playerAuth: deps.playerAuth,
    countryOf: deps.countryOf,
  });
  bonusAdminRoutes(app, { bonuses, operators: deps.operators, wallet: deps.wallet });
  const promoCodes = createPromoCodes({
    db: deps.db,
    grants: bonuses.grants,
    stakes: deps.stakes,
    precision: ACCOUNT_PRECISION,
    present: (userId, grantId) => bonuses.userBonus(userId, grantId),
  });
  // A promo code typed at sign-up is redeemed with the account, or refuses it.
  deps.signUpHooks.promo = {
    check: (code) => promoCodes.checkAtSignUp(code),
    redeem: (tx, userId, code) => promoCodes.redeemAtSignUp(tx, userId, code),
  };
  promoCodeRoutes(app, {
    promoCodes,
    playerAuth: deps.playerAuth,
    wallet: deps.wallet,
    misses: deps.limiters.promoMissesPerIp,
  });
  promoCodeAdminRoutes(app, { promoCodes, operators: deps.operators });
  if (deps.config.sandbox) bonusSandboxRoutes(app, { bonuses });
  everySeconds(app, EXPIRY_SWEEP_SECONDS, 'bonus expiry', () => bonuses.expireDue());
  return { bonuses };
}
