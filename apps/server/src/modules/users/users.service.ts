import { AuthErrorDetail, type TBanReason } from '@aurum/contracts/auth';
import type { TLocaleCode } from '@aurum/contracts/languages';
import type {
  TBilling,
  TMe,
  TProfile,
  TUpdateMeBody,
  TUpdateProfileBody,
} from '@aurum/contracts/me';
import { ZLocaleCode } from '@aurum/contracts/languages';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TokenSigner } from '../../lib/signed-token';
import { issueRealtimeToken } from '../realtime/realtime-token';
import { createUsersRepo, type TNewUser, type TUserRow } from './users.repo';

export type { TUserRow } from './users.repo';

/** Account currency precision for billing sums (USD cents) until the wallet brings currencies. */
const ACCOUNT_PRECISION = 2;

function formatMinor(minor: bigint, precision: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = digits.slice(digits.length - precision);
  return `${negative ? '-' : ''}${whole}${precision > 0 ? `.${fraction}` : ''}`;
}

function isAdult(dateOfBirth: string, now: Date): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const eighteenth = Date.UTC(year + 18, month - 1, day);
  return eighteenth <= now.getTime() && year >= 1900;
}

export function createUsersService(deps: {
  db: Db;
  websocketTokens: TokenSigner;
  displayCurrencies: readonly string[];
  locales: readonly TLocaleCode[];
  defaultLocale: TLocaleCode;
}) {
  const repo = createUsersRepo(deps.db);

  const language = (user: TUserRow): TLocaleCode => {
    const parsed = ZLocaleCode.safeParse(user.language);
    return parsed.success && deps.locales.includes(parsed.data) ? parsed.data : deps.defaultLocale;
  };

  return {
    repo,
    /** The repository bound to a caller's transaction, for services that compose one. */
    repoFor: (tx: DbOrTx) => createUsersRepo(tx),
    findById: (id: string) => repo.findById(id),
    findByIds: (ids: string[]) => repo.findByIds(ids),
    findByGlobalId: (globalId: string) => repo.findByGlobalId(globalId),
    idsByPrimaryCurrency: (codes: string[]) => repo.idsByPrimaryCurrency(codes),

    /** Creates a player; undefined when the e-mail or Telegram id already has an account. */
    create: (values: TNewUser, tx: DbOrTx = deps.db) => createUsersRepo(tx).insert(values),

    /** The player as /me answers, with a realtime token bound to `sessionId`. */
    toMe(user: TUserRow, sessionId: string): TMe {
      return {
        language: language(user),
        globalId: user.globalId,
        websocketToken: issueRealtimeToken(deps.websocketTokens, {
          globalId: user.globalId,
          sessionId,
        }),
        isVip: user.isVip,
        hasDeposits: user.depositCount > 0,
        webimUser: null,
        vipManager: user.isVip ? { telegramUsername: user.vipManagerTelegram } : null,
        primaryCurrency: user.primaryCurrency,
      };
    },

    toProfile(user: TUserRow): TProfile {
      return {
        firstName: user.firstName,
        lastName: user.lastName,
        gender: user.gender === 'male' || user.gender === 'female' ? user.gender : null,
        dateOfBirth: user.dateOfBirth,
        hasDeposits: user.depositCount > 0,
        isVip: user.isVip,
        isNameChangeAvailable: user.nameChangedAt === null,
        isPushNotificationsActive: user.pushActive,
        globalId: user.globalId,
        email: user.email,
      };
    },

    async updateMe(user: TUserRow, body: TUpdateMeBody): Promise<TUserRow> {
      if ('language' in body) {
        if (!deps.locales.includes(body.language)) {
          throw new AppError('language_not_offered', 400, { language: body.language });
        }
        return repo.update(user.id, { language: body.language });
      }
      const currency = body.currency.primary;
      if (!deps.displayCurrencies.includes(currency)) {
        throw new AppError('error_currency_not_supported', 400, { currency });
      }
      return repo.update(user.id, { primaryCurrency: currency });
    },

    /** First and last name can be set or changed once; other fields freely. */
    async updateProfile(
      userId: string,
      body: TUpdateProfileBody,
      now = new Date(),
    ): Promise<TUserRow> {
      if (body.dateOfBirth !== undefined && !isAdult(body.dateOfBirth, now)) {
        throw new AppError('Validation.underage', 400, { field: 'dateOfBirth' });
      }
      return deps.db.transaction(async (tx) => {
        const txRepo = createUsersRepo(tx);
        const user = await txRepo.findByIdForUpdate(userId);
        if (!user) throw AppError.notFound();
        const patch: Partial<TNewUser> = {};
        const renaming =
          (body.firstName !== undefined && body.firstName !== user.firstName) ||
          (body.lastName !== undefined && body.lastName !== user.lastName);
        if (renaming) {
          if (user.nameChangedAt !== null)
            throw AppError.conflict(AuthErrorDetail.nameChangeUnavailable);
          patch.firstName = body.firstName ?? user.firstName;
          patch.lastName = body.lastName ?? user.lastName;
          patch.nameChangedAt = now;
        }
        if (body.gender !== undefined) patch.gender = body.gender;
        if (body.dateOfBirth !== undefined) patch.dateOfBirth = body.dateOfBirth;
        return Object.keys(patch).length > 0 ? txRepo.update(userId, patch) : user;
      });
    },

    toBilling(user: TUserRow): TBilling {
      return {
        countDeposit: user.depositCount,
        sumDeposits: {
          value: user.depositSumMinor.toString(),
          primaryValue: formatMinor(user.depositSumMinor, ACCOUNT_PRECISION),
          primaryPrecision: ACCOUNT_PRECISION,
        },
        // The first-deposit offer is for players who have not deposited yet.
        isShowModal: user.depositCount === 0,
        lastShowModalAt: user.lastShowModalAt?.toISOString() ?? null,
      };
    },

    /** Billing counters, updated in the transaction that credits the deposit. */
    /** Answers the player's deposit count, this one included. */
    recordDeposit(tx: DbOrTx, userId: string, accountAmount: bigint): Promise<number> {
      return createUsersRepo(tx).incrementDeposits(userId, accountAmount);
    },

    async markModalShown(userId: string, now = new Date()): Promise<Date> {
      await repo.update(userId, { lastShowModalAt: now });
      return now;
    },

    ban(tx: DbOrTx, userId: string, reason: TBanReason, description: string, now = new Date()) {
      return createUsersRepo(tx).update(userId, {
        bannedAt: now,
        banReason: reason,
        banDescription: description,
      });
    },

    unban(tx: DbOrTx, userId: string) {
      return createUsersRepo(tx).update(userId, {
        bannedAt: null,
        banReason: null,
        banDescription: null,
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
