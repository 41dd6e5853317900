import type { TAdminUser, TOperatorRole } from '@aurum/contracts/admin';
import { AuthErrorDetail, ZBanReason, type TBanReason } from '@aurum/contracts/auth';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PasswordHasher } from '../../lib/password';
import type { Limiter } from '../../lib/rate-limiter';
import type { SessionsService } from '../auth/sessions.service';
import type { RealtimePublisher } from '../realtime/realtime.gateway';
import type { TUserRow, UsersService } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { Ledger } from '../wallet/ledger.service';
import type { WalletService } from '../wallet/wallet.service';
import { createOperatorSignIn, toOperator, type TActor } from './operator-sign-in';
import { createOperatorsRepo } from './operators.repo';
import type { Totp } from './totp';
import { checkRateChange } from './rate-bounds';
import { assertStrongPassword } from '../../lib/password-strength';

export { OPERATOR_COOKIE, toOperator } from './operator-sign-in';

export function toAdminUser(user: TUserRow): TAdminUser {
  return {
    id: user.id,
    globalId: user.globalId,
    email: user.email,
    telegramId: user.telegramId?.toString() ?? null,
    isVip: user.isVip,
    vipManagerTelegram: user.vipManagerTelegram,
    ban:
      user.bannedAt && user.banReason
        ? {
            reason: ZBanReason.parse(user.banReason),
            description: user.banDescription ?? '',
            bannedAt: user.bannedAt.toISOString(),
          }
        : null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function createOperatorsService(deps: {
  db: Db;
  users: UsersService;
  sessions: SessionsService;
  passwords: PasswordHasher;
  limiters: { loginPerIp: Limiter; failuresPerAccount: Limiter };
  cookieSecure: boolean;
  wallet: WalletService;
  ledger: Ledger;
  currencies: CurrenciesService;
  realtime: RealtimePublisher;
  /** Operators' own sessions: hours long, with an idle limit. */
  operatorSessions: SessionsService;
  totp: Totp;
  requireTotp: boolean;
}) {
  const repo = createOperatorsRepo(deps.db);
  const signIn = createOperatorSignIn({ ...deps, sessions: deps.operatorSessions });

  /** Runs an operator action and its audit record in one transaction. */
  async function audited<T>(
    actor: TActor,
    action: string,
    target: { type: string; id: string },
    work: (tx: Tx) => Promise<{ before: unknown; after: unknown; result: T }>,
  ): Promise<T> {
    return deps.db.transaction(async (tx) => {
      const { before, after, result } = await work(tx);
      await createOperatorsRepo(tx).recordAudit({
        operatorId: actor.operator.id,
        action,
        targetType: target.type,
        targetId: target.id,
        before,
        after,
        ip: actor.ip,
      });
      return result;
    });
  }

  async function lockedUser(tx: DbOrTx, userId: string): Promise<TUserRow> {
    const user = await deps.users.repoFor(tx).findByIdForUpdate(userId);
    if (!user) throw AppError.notFound('user_not_found');
    return user;
  }

  return {
    ...signIn,

    async createOperator(
      actor: TActor,
      body: { email: string; password: string; role: TOperatorRole },
    ) {
      assertStrongPassword(body.password, [body.email]);
      const passwordHash = await deps.passwords.hash(body.password);
      return audited(actor, 'operator.create', { type: 'operator', id: body.email }, async (tx) => {
        const created = await createOperatorsRepo(tx).insert({
          email: body.email,
          passwordHash,
          role: body.role,
        });
        if (!created) throw AppError.conflict(AuthErrorDetail.emailTaken);
        return { before: null, after: toOperator(created), result: created };
      });
    },

    async updateUser(
      actor: TActor,
      userId: string,
      patch: { isVip?: boolean; vipManagerTelegram?: string | null },
    ) {
      return audited(actor, 'user.update', { type: 'user', id: userId }, async (tx) => {
        const before = await lockedUser(tx, userId);
        const after = await deps.users.repoFor(tx).update(userId, patch);
        return { before: toAdminUser(before), after: toAdminUser(after), result: after };
      });
    },

    /** Bans a player and ends every session of theirs in the same transaction, then their sockets. */
    async ban(actor: TActor, userId: string, reason: TBanReason, description: string) {
      const banned = await audited(actor, 'user.ban', { type: 'user', id: userId }, async (tx) => {
        const before = await lockedUser(tx, userId);
        const after = await deps.users.ban(tx, userId, reason, description);
        await deps.sessions.endAllOfUser(tx, userId, 'banned');
        return { before: toAdminUser(before), after: toAdminUser(after), result: after };
      });
      deps.realtime.disconnectPlayer(banned.globalId);
      return banned;
    },

    /** Credits or debits a player's main balance through the ledger, audited with both balances. */
    async adjust(
      actor: TActor,
      userId: string,
      input: {
        direction: 'credit' | 'debit';
        amount: bigint;
        reason: string;
        idempotencyKey: string;
      },
    ) {
      const result = await audited(
        actor,
        'wallet.adjust',
        { type: 'user', id: userId },
        async (tx) => {
          await lockedUser(tx, userId);
          const before = await deps.ledger.playerBalances(tx, userId);
          const transfer = await deps.wallet.adjust(tx, {
            ...input,
            userId,
            operatorId: actor.operator.id,
          });
          const after = await deps.ledger.playerBalances(tx, userId);
          const money = (balances: { main: bigint }) => ({ main: balances.main.toString() });
          return {
            before: { ...money(before), request: { ...input, amount: input.amount.toString() } },
            after: {
              ...money(after),
              transferId: transfer.transferId.toString(),
              created: transfer.created,
            },
            result: transfer,
          };
        },
      );
      if (result.created) await deps.wallet.publishBalance(userId);
      return result;
    },

    /** Records an action whose own transaction is another module's (a withdrawal's review). */
    async recordAction(
      actor: TActor,
      action: string,
      target: { type: string; id: string },
      change: { before: unknown; after: unknown },
    ): Promise<void> {
      await createOperatorsRepo(deps.db).recordAudit({
        operatorId: actor.operator.id,
        action,
        targetType: target.type,
        targetId: target.id,
        ...change,
        ip: actor.ip,
      });
    },

    async setRate(
      actor: TActor,
      code: string,
      change: { rate: string; force?: boolean; reason?: string },
    ) {
      const before = (await deps.currencies.get(code)).rate;
      if (code !== deps.currencies.accountCurrency)
        checkRateChange({
          current: before,
          next: change.rate,
          force: change.force ?? false,
          reason: change.reason,
        });
      const updated = await deps.currencies.setRate(code, change.rate, actor.operator.email);
      await deps.db.transaction((tx) =>
        createOperatorsRepo(tx).recordAudit({
          operatorId: actor.operator.id,
          action: 'rate.set',
          targetType: 'currency',
          targetId: code,
          before: { rate: before },
          after: {
            rate: updated.rate,
            ...(change.force ? { forced: true, reason: change.reason } : {}),
          },
          ip: actor.ip,
        }),
      );
      await deps.wallet.publishRateChange([code]);
      return updated;
    },

    async unban(actor: TActor, userId: string) {
      return audited(actor, 'user.unban', { type: 'user', id: userId }, async (tx) => {
        const before = await lockedUser(tx, userId);
        const after = await deps.users.unban(tx, userId);
        return { before: toAdminUser(before), after: toAdminUser(after), result: after };
      });
    },

    async findUser(userId: string) {
      const user = await deps.users.findById(userId);
      if (!user) throw AppError.notFound('user_not_found');
      return user;
    },

    /** Removes an operator's second factor (a lost device) and ends their sessions. */
    async resetTotp(actor: TActor, operatorId: string) {
      const reset = await audited(
        actor,
        'operator.totp_reset',
        { type: 'operator', id: operatorId },
        async (tx) => {
          const txRepo = createOperatorsRepo(tx);
          const before = await txRepo.findById(operatorId);
          if (!before) throw AppError.notFound('operator_not_found');
          const after = await txRepo.resetTotp(operatorId);
          if (!after) throw AppError.notFound('operator_not_found');
          return { before: toOperator(before), after: toOperator(after), result: after };
        },
      );
      await deps.operatorSessions.endOthersOfOperator(operatorId, undefined);
      return reset;
    },

    listAudit: (page: { offset: number; limit: number }) => repo.listAudit(page),
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
