import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public id: realtime channels and support use it, never the primary key. */
    globalId: uuid('global_id').notNull().unique().defaultRandom(),
    email: text('email').unique(),
    passwordHash: text('password_hash'),
    telegramId: bigint('telegram_id', { mode: 'bigint' }).unique(),
    telegramUsername: text('telegram_username'),
    registeredBotId: text('registered_bot_id'),
    promo: text('promo'),
    language: text('language').notNull().default('en'),
    primaryCurrency: text('primary_currency').notNull().default('USD'),
    isVip: boolean('is_vip').notNull().default(false),
    vipManagerTelegram: text('vip_manager_telegram'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    nameChangedAt: timestamp('name_changed_at', { withTimezone: true }),
    pushActive: boolean('push_active').notNull().default(false),
    /** Billing: kept by the wallet in the same transaction as each credited deposit. */
    depositCount: integer('deposit_count').notNull().default(0),
    depositSumMinor: bigint('deposit_sum_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    lastShowModalAt: timestamp('last_show_modal_at', { withTimezone: true }),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
    banDescription: text('ban_description'),
    createdAt: createdAt(),
  },
  (table) => [
    check('users_identity', sql`${table.email} IS NOT NULL OR ${table.telegramId} IS NOT NULL`),
    check('users_email_password', sql`(${table.email} IS NULL) = (${table.passwordHash} IS NULL)`),
    check('users_gender', sql`${table.gender} IN ('male', 'female')`),
    check('users_deposits', sql`${table.depositCount} >= 0 AND ${table.depositSumMinor} >= 0`),
    check(
      'users_ban',
      sql`(${table.bannedAt} IS NULL) = (${table.banReason} IS NULL) AND (${table.bannedAt} IS NULL) = (${table.banDescription} IS NULL)`,
    ),
  ],
);

export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The TOTP secret, sealed with a key derived from SESSION_SECRET; pending until confirmed. */
    totpSecret: text('totp_secret'),
    /** When a first code confirmed the secret: from then on sign-in asks for a code. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted code's time step: a code is good once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('operators_role', sql`${table.role} IN ('admin', 'payments', 'support')`),
    check('operators_totp', sql`${table.totpEnabledAt} IS NULL OR ${table.totpSecret} IS NOT NULL`),
  ],
);

/** Server-side sessions of players and operators; the cookie holds a token, this its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (table) => [
    check('sessions_subject', sql`(${table.userId} IS NULL) <> (${table.operatorId} IS NULL)`),
    index('sessions_user_idx').on(table.userId),
    index('sessions_operator_idx').on(table.operatorId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);

/**
 * Hashes of Telegram init data already used to sign in, kept until the init data would expire
 * anyway, so the same init data signs in once.
 */
export const telegramInitDataUses = pgTable(
  'telegram_init_data_uses',
  {
    hash: text('hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('telegram_init_data_uses_expires_idx').on(table.expiresAt)],
);

/** Telegram bots players sign in through; their tokens come from the environment. */
export const telegramBots = pgTable(
  'telegram_bots',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('telegram_bots_type', sql`${table.type} IN ('normal', 'vip')`)],
);
