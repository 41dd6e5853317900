import {
  AuthErrorDetail,
  type TLoginBody,
  type TRegisterBody,
  type TTelegramAuthBody,
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
}) {
  const bots = createTelegramBotsRepo(deps.db);

  const offeredLocale = (code: string | undefined): TLocaleCode => {
    const parsed = ZLocaleCode.safeParse(code);
    return parsed.success && deps.locales.includes(parsed.data) ? parsed.data : deps.defaultLocale;
  };

  async function signIn(user: TUserRow, meta: TRequestMeta): Promise<TSignedIn> {
    if (user.bannedAt)
      throw new AppError(AuthErrorDetail.banned, 401, {
        reason: user.banReason,
        description: user.banDescription,
      });
    return { user, token: await deps.sessions.start({ userId: user.id }, meta) };
  }

  return {
    async register(body: TRegisterBody, meta: TRequestMeta): Promise<TSignedIn> {
      await deps.limiters.registerPerIp.hit(meta.ip);
      assertStrongPassword(body.password, [body.email]);
      const user = await deps.users.create({
        email: body.email,
        passwordHash: await deps.passwords.hash(body.password),
        language: offeredLocale(body.language),
        promo: body.promo || null,
      });
      if (!user) throw AppError.conflict(AuthErrorDetail.emailTaken);
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

    /** Finds or creates the player behind verified mini-app init data. */
    async telegram(body: TTelegramAuthBody, meta: TRequestMeta): Promise<TSignedIn> {
      await deps.limiters.loginPerIp.hit(meta.ip);
      const bot = await bots.findById(body.botId);
      const botToken = bot && deps.telegram.tokenFor(bot.id);
      if (!bot || !botToken)
        throw new AppError(AuthErrorDetail.invalidBot, 400, { botId: body.botId });

      const initData = verifyInitData(body.payload, botToken, deps.telegram.maxAgeSeconds);
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
      const user =
        existing ??
        (await deps.users.create({
          telegramId,
          telegramUsername: initData.user.username ?? null,
          registeredBotId: bot.id,
          promo: body.promo || initData.startParam || null,
          language: offeredLocale(initData.user.language_code),
        })) ??
        // Two first sign-ins raced: the other one created the account.
        (await deps.users.repo.findByTelegramId(telegramId));
      if (!user) throw new AppError('internal_error', 500);
      return signIn(user, meta);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
