import type { App } from '../../lib/http';
import type { TSharedDeps } from '../../shared-deps';
import { createSessionsService, type SessionsService } from '../auth/sessions.service';
import type { UsersService } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { WalletService } from '../wallet/wallet.service';
import { adminRoutes } from './admin.routes';
import { createOperatorsService, type OperatorsService } from './operators.service';
import { createTotp } from './totp';

/**
 * The back office: operators sign in (with TOTP when required) on sessions of their own, and
 * act on players and their money. Other modules' admin routes authorize through `operators`.
 */
export function operatorsModule(
  app: App,
  deps: Pick<TSharedDeps, 'db' | 'config' | 'passwords' | 'limiters' | 'ledger' | 'realtime'> & {
    users: UsersService;
    sessions: SessionsService;
    wallet: WalletService;
    currencies: CurrenciesService;
  },
): { operators: OperatorsService } {
  const { db, config, users, currencies } = deps;
  const operators = createOperatorsService({
    db,
    users,
    sessions: deps.sessions,
    passwords: deps.passwords,
    limiters: deps.limiters,
    cookieSecure: config.session.cookieSecure,
    wallet: deps.wallet,
    ledger: deps.ledger,
    currencies,
    realtime: deps.realtime,
    operatorSessions: createSessionsService({
      db,
      ttlSeconds: config.operators.sessionTtlSeconds,
      idleSeconds: config.operators.sessionIdleSeconds,
    }),
    totp: createTotp(config.secrets.SESSION_SECRET),
    requireTotp: config.operators.requireTotp,
  });
  adminRoutes(app, { operators, users, currencies });
  return { operators };
}
