import type { TAdminUser, TOperator, TOperatorRole } from '@aurum/contracts/admin';
import { ZOperatorRole } from '@aurum/contracts/admin';
import { AuthErrorDetail, ZBanReason, type TBanReason } from '@aurum/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/password';
import type { Limiter } from '../../lib/rate-limiter';
import type { SessionsService } from '../auth/sessions.service';
import type { RealtimePublisher } from '../realtime/realtime.gateway';
import type { TUserRow, UsersService } from '../users/users.service';
import type { CurrenciesService } from '../wallet/currencies.service';
import type { Ledger } from '../wallet/ledger.service';
import type { WalletService } from '../wallet/wallet.service';
import { createOperatorsRepo, type TOperatorRow } from './operators.repo';

export const OPERATOR_COOKIE = 'aurum_operator';

export function toOperator(row: TOperatorRow): TOperator {
  return { id: row.id, email: row.email, role: ZOperatorRole.parse(row.role) };
}

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

interface TActor {
  operator: TOperatorRow;
  ip: string;
}

export function createOperatorsService(deps: {
  db: Db;
  users: UsersService;
  sessions: SessionsService;
  limiters: { loginPerIp: Limiter; failuresPerAccount: Limiter };
  cookieSecure: boolean;
  wallet: WalletService;
  ledger: Ledger;
  currencies: CurrenciesService;
  realtime: RealtimePublisher;
}) {
  const repo = createOperatorsRepo(deps.db);

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
    async login(
      email: string,
      password: string,
      meta: { ip: string; userAgent: string | undefined },
    ) {
      await deps.limiters.loginPerIp.hit(meta.ip);
      await deps.limiters.failuresPerAccount.check(`operator:${email}`);
      const operator = await repo.findByEmail(email);
      const valid = operator
        ? await verifyPassword(password, operator.passwordHash)
        : await verifyAgainstNothing(password);
      if (!operator || !valid || operator.disabledAt) {
        await deps.limiters.failuresPerAccount.hit(`operator:${email}`).catch(() => undefined);
        throw AppError.unauthorized(AuthErrorDetail.invalidCredentials);
      }
      await deps.limiters.failuresPerAccount.reset(`operator:${email}`);
      const token = await deps.sessions.start({ operatorId: operator.id }, meta);
      return { operator, token };
    },

    /** The signed-in operator holding one of `roles` (any role when omitted): else 401 or 403. */
    async require(request: FastifyRequest, roles?: readonly TOperatorRole[]): Promise<TActor> {
      const lookup = await deps.sessions.lookup(request.cookies[OPERATOR_COOKIE]);
      const operatorId = lookup.state === 'active' ? lookup.session.operatorId : null;
      const operator = operatorId ? await repo.findById(operatorId) : undefined;
      if (!operator || operator.disabledAt) throw AppError.unauthorized();
      if (roles && !roles.includes(ZOperatorRole.parse(operator.role))) throw AppError.forbidden();
      return { operator, ip: request.ip };
    },

    setCookie(reply: FastifyReply, token: string) {
      reply.setCookie(OPERATOR_COOKIE, token, {
        path: '/api/admin',
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.cookieSecure,
        maxAge: deps.sessions.ttlSeconds,
      });
    },
    logout: (request: FastifyRequest) => deps.sessions.end(request.cookies[OPERATOR_COOKIE]),
    clearCookie: (reply: FastifyReply) =>
      reply.clearCookie(OPERATOR_COOKIE, { path: '/api/admin' }),

    async createOperator(
      actor: TActor,
      body: { email: string; password: string; role: TOperatorRole },
    ) {
      const passwordHash = await hashPassword(body.password);
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

    async setRate(actor: TActor, code: string, rate: string) {
      const before = (await deps.currencies.get(code)).rate;
      const updated = await deps.currencies.setRate(code, rate, actor.operator.email);
      await deps.db.transaction((tx) =>
        createOperatorsRepo(tx).recordAudit({
          operatorId: actor.operator.id,
          action: 'rate.set',
          targetType: 'currency',
          targetId: code,
          before: { rate: before },
          after: { rate: updated.rate },
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

    listAudit: (page: { offset: number; limit: number }) => repo.listAudit(page),
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
