import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** When the row was written; set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An amount in integer minor units of its currency. */
export const minor = (name: string) => bigint(name, { mode: 'bigint' });
