/** Every table, for drizzle-kit and for the typed query builder. */
export * from './schema/accounts';
export * from './schema/bonuses';
export * from './schema/catalogue';
export * from './schema/fiat';
export * from './schema/free-spins';
export * from './schema/idempotency';
export * from './schema/languages';
export * from './schema/system';
export * from './schema/wallet';
export * from './schema/games';
export * from './schema/wheel';
export * from './schema/promo-codes';
export * from './schema/sportsbook';
export * from './schema/sportsbook-markets';
export * from './schema/sportsbook-bets';
export * from './schema/telegram-pay';
export * from './schema/ton';
