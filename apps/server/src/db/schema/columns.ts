import { sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** When the row was written; set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An amount in integer minor units of its currency. */
export const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** A moment with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** `('a', 'b')` for a CHECK of a column against fixed values (values are code, never input). */
export const list = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`);

/** An exact factor as a rational: `0`, `1`, `1/2`, `1/3` (never a float). */
export const FACTOR = sql.raw(`'^[0-9]+(/[1-9][0-9]*)?$'`);
