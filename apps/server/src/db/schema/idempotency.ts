import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * One claimed client idempotency key: a player's money call on one route with the key they sent.
 * The primary key is the claim, so two concurrent requests with one key cannot both run.
 * `statusCode` and `response` are the first answer, kept once it is known (null while running).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Method and route pattern, e.g. `POST /api/v2/wallet/orders/sell`. */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.route, table.key] }),
    index('idempotency_keys_created_at').on(table.createdAt),
    check(
      'idempotency_keys_answer',
      sql`(${table.statusCode} IS NULL) = (${table.completedAt} IS NULL)`,
    ),
  ],
);
