import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { CountryResolver } from './lib/geo';
import type { PasswordHasher } from './lib/password';
import type { Limiter } from './lib/rate-limiter';
import type { TokenSigner } from './lib/signed-token';
import type { RealtimePublisher } from './modules/realtime/realtime.gateway';
import type { Ledger } from './modules/wallet/ledger.service';

/**
 * The infrastructure app.ts builds before any module: each module's `<name>.module.ts` picks
 * the parts it needs, and takes the services of other modules as arguments of their own.
 */
export interface TSharedDeps {
  config: Config;
  database: Database;
  db: Db;
  redis: Redis | undefined;
  passwords: PasswordHasher;
  limiters: {
    loginPerIp: Limiter;
    failuresPerAccount: Limiter;
    registerPerIp: Limiter;
    /** Unknown promo codes tried from one address (guessing codes). */
    promoMissesPerIp: Limiter;
  };
  countryOf: CountryResolver;
  websocketTokens: TokenSigner;
  /** The double-entry ledger every money movement goes through. */
  ledger: Ledger;
  /** Publishes to players' live connections (the realtime gateway). */
  realtime: RealtimePublisher;
}
