import { integer, pgTable, text } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
});
