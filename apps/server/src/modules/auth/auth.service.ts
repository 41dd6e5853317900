import {
  AuthErrorDetail,
  ZTelegramBot,
  type TLoginBody,
  type TRegisterBody,
  type TTelegramAuthBody,
  type TTelegramBot,
} from '@aurum/contracts/auth';
import { ZLocaleCode, type TLocaleCode } from '@aurum/contracts/languages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestMeta } from '../../lib/http';
import type { PasswordHasher } from '../../lib/password';
import { assertStrongPassword } from '../../lib/password-strength';
import type { Limiter } from '../../lib/rate-limiter';
import type { TUserRow, UsersService } from '../users/users.service';
import type { SessionsService } from './sessions.service';
import { createSignUpHooks } from './sign-up-hooks';
import { createTelegramBotsRepo } from './telegram-bots';
import { verifyInitData } from './telegram-init-data';

export interface TSignedIn {
  user: TUserRow;
  token: string;
}

export function createAuthService(deps: {
  db: Db;
  users: UsersService;
  sessions: SessionsService;
  passwords: PasswordHasher;
  limiters: { loginPerIp: Limiter; failuresPerAccount: Limiter; registerPerIp: Limiter };
  telegram: { tokenFor(botId: string): string | undefined; maxAgeSeconds: number };
  locales: readonly TLocaleCode[];
  defaultLocale: TLocaleCode;
  log?: { error(details: object, message: string): void };
}) {
  const bots = createTelegramBotsRepo(deps.db);
  const hooks = createSignUpHooks();

  /**
   * A Telegram sign-in is never refused for its promo (often a start parameter that is no code
   * at all): a code that can be used now is redeemed, anything else only stays on the account.
   */
  async function redeemQuietly(userId: string, code: string): Promise<void> {
    const promo = hooks.promo;
    if (!promo) return;
    try {
      await promo.check(code);
      await deps.db.transaction((tx) => promo.redeem(tx, userId, code));
    } catch (error) {
      if (!(error instanceof AppError))
        deps.log?.error({ err: error, userId }, 'promo code at Telegram sign-up failed');
    }
  }

  const offeredLocale = (code: string | undefined): TLocaleCode => {
    const parsed = ZLocaleCode.safeParse(code);
    return parsed.success && deps.locales.includes(parsed.data) ? parsed.data : deps.defaultLocale;
  };

  /** A bot players can come from: seeded and with a token to check its init data with. */
  async function usableBot(botId: string): Promise<{ bot: TTelegramBot; token: string } | null> {
    const row = ZTelegramBot.shape.id.safeParse(botId).success
      ? await bots.findById(botId)
      : undefined;
    const token = row && deps.telegram.tokenFor(row.id);
    const bot = row && ZTelegramBot.safeParse(row);
    return token && bot?.success ? { bot: bot.data, token } : null;
  }

  async function signIn(user: TUserRow, meta: TRequestMeta): Promise<TSignedIn> {
    if (user.bannedAt)
      throw new AppError(AuthErrorDetail.banned, 401, {
        reason: user.banReason,
        description: user.banDescription,
      });
    return { user, token: await deps.sessions.start({ userId: user.id }, meta) };
  }

  return {
    hooks,

    /**
     * A promo code that cannot be used now refuses the sign-up (400, its detail); one that can
     * is redeemed in the transaction that creates the account, so neither exists without the
     * other.
     */
    async register(body: TRegisterBody, meta: TRequestMeta): Promise<TSignedIn> {
      await deps.limiters.registerPerIp.hit(meta.ip);
      assertStrongPassword(body.password, [body.email]);
      const promoCode = body.promo || null;
      const promo = promoCode ? hooks.promo : undefined;
      if (promoCode && promo) await promo.check(promoCode);
      const passwordHash = await deps.passwords.hash(body.password);
      const user = await deps.db.transaction(async (tx) => {
        const created = await deps.users.create(
          {
            email: body.email,
            passwordHash,
            language: offeredLocale(body.language),
            promo: promoCode,
          },
          tx,
        );
        if (!created) throw AppError.conflict(AuthErrorDetail.emailTaken);
        if (promoCode && promo) await promo.redeem(tx, created.id, promoCode);
        return created;
      });
      return signIn(user, meta);
    },

    /** Brute force is limited per IP (every attempt) and per account (failed attempts). */
    async login(body: TLoginBody, meta: TRequestMeta): Promise<TSignedIn> {
      await deps.limiters.loginPerIp.hit(meta.ip);
      await deps.limiters.failuresPerAccount.check(body.email);
      const user = await deps.users.repo.findByEmail(body.email);
      const valid = user?.passwordHash
        ? await deps.passwords.verify(body.password, user.passwordHash)
        : await deps.passwords.verifyAgainstNothing(body.password);
      if (!user || !valid) {
        await deps.limiters.failuresPerAccount.hit(body.email).catch(() => undefined);
        throw AppError.unauthorized(AuthErrorDetail.invalidCredentials);
      }
      await deps.limiters.failuresPerAccount.reset(body.email);
      return signIn(user, meta);
    },

    /** The bot the mini-app says it was opened from, if players can sign in through it. */
    async telegramBot(botId: string): Promise<TTelegramBot> {
      const usable = await usableBot(botId);
      if (!usable) throw AppError.notFound(AuthErrorDetail.invalidBot, { botId });
      return usable.bot;
    },

    /** Finds or creates the player behind verified mini-app init data. */
    async telegram(body: TTelegramAuthBody, meta: TRequestMeta): Promise<TSignedIn> {
      await deps.limiters.loginPerIp.hit(meta.ip);
      const usable = await usableBot(body.botId);
      if (!usable) throw new AppError(AuthErrorDetail.invalidBot, 400, { botId: body.botId });
      const { bot, token } = usable;

      const initData = verifyInitData(body.payload, token, deps.telegram.maxAgeSeconds);
      if (!initData.ok) {
        throw AppError.unauthorized(
          initData.reason === 'expired'
            ? AuthErrorDetail.telegramAuthExpired
            : AuthErrorDetail.telegramAuthInvalid,
        );
      }
      const expiresAt = new Date(initData.authDate.getTime() + deps.telegram.maxAgeSeconds * 1000);
      if (!(await bots.claimInitData(initData.hash, expiresAt)))
        throw AppError.conflict(AuthErrorDetail.telegramAuthUsed);
      const telegramId = BigInt(initData.user.id);
      const existing = await deps.users.repo.findByTelegramId(telegramId);
      const promo = body.promo || initData.startParam || null;
      const created = existing
        ? undefined
        : await deps.users.create({
            telegramId,
            telegramUsername: initData.user.username ?? null,
            registeredBotId: bot.id,
            promo,
            language: offeredLocale(initData.user.language_code),
          });
      if (created && promo) await redeemQuietly(created.id, promo);
      const user =
        existing ??
        created ??
        // Two first sign-ins raced: the other one created the account.
        (await deps.users.repo.findByTelegramId(telegramId));
      if (!user) throw new AppError('internal_error', 500);
      return signIn(user, meta);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
