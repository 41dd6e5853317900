import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { tournaments } from './tournaments';

/** Titles per language, e.g. `{en: 'Slots', ru: 'Слоты'}`; English is always there. */
export type TLocalized = Record<string, string> & { en: string };

export const gameProviders = pgTable(
  'game_providers',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** How its games are launched: the in-house studio or an external studio's integration. */
    integration: text('integration').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    check('game_providers_integration', sql`${table.integration} IN ('inhouse', 'external')`),
  ],
);

export const gameCategories = pgTable('game_categories', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  parentId: integer('parent_id'),
  position: integer('position').notNull(),
  title: jsonb('title').$type<TLocalized>().notNull(),
  icon: text('icon').notNull(),
});

export const promoCategories = pgTable('promo_categories', {
  key: text('key').primaryKey(),
  title: jsonb('title').$type<TLocalized>().notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    providerId: text('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    /** The provider's id for the game, sent to its launch integration. */
    externalId: text('external_id').notNull(),
    /** Art theme of the generated cover. */
    theme: text('theme').notNull(),
    labelType: text('label_type'),
    rtp: numeric('rtp', { precision: 5, scale: 2 }),
    popularity: integer('popularity').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    hasDemo: boolean('has_demo').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    blacklistCountries: text('blacklist_countries')
      .array()
      .notNull()
      .default(sql`'{}'`),
    blacklistCurrencies: text('blacklist_currencies')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (table) => [
    check('games_label', sql`${table.labelType} IN ('exclusive', 'early_access')`),
    index('games_provider_idx').on(table.providerId),
    index('games_popularity_idx').on(table.popularity),
  ],
);

export const gameCategoryLinks = pgTable(
  'game_category_links',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => gameCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.gameId] }),
    index('game_category_links_game_idx').on(table.gameId),
  ],
);

export const gamePromoLinks = pgTable(
  'game_promo_links',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    promoKey: text('promo_key')
      .notNull()
      .references(() => promoCategories.key, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.promoKey, table.gameId] })],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gameId] })],
);

export interface TBannerText {
  title: string;
  text: string;
}

/** Who sees a banner; an empty or missing rule lets everyone through. */
export interface TBannerTargeting {
  geo?: string[];
  /** 'authorized': signed-in players only; 'guests': visitors only; 'vip': VIP players only. */
  playerCategory?: 'all' | 'authorized' | 'guests' | 'vip';
  /** Deposit sums in account-currency minor units, as strings. */
  depositsFrom?: string;
  depositsTo?: string;
  depositsCountFrom?: number;
  depositsCountTo?: number;
}

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  type: text('type').notNull().default('casino'),
  /** Texts per language; English is the fallback. */
  texts: jsonb('texts').$type<Record<string, TBannerText>>().notNull(),
  theme: text('theme').notNull(),
  url: text('url'),
  linkTarget: text('link_target').notNull().default('_self'),
  /** The tournament the banner advertises: it links there, and shows only to who may see it. */
  tournamentId: uuid('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
  targeting: jsonb('targeting').$type<TBannerTargeting>().notNull().default({}),
  position: integer('position').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
});
