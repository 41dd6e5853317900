import {
  OperatorAuthDetail,
  ZOperatorRole,
  type TOperator,
  type TOperatorRole,
} from '@aurum/contracts/admin';
import { AuthErrorDetail } from '@aurum/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PasswordHasher } from '../../lib/password';
import type { Limiter } from '../../lib/rate-limiter';
import type { SessionsService } from '../auth/sessions.service';
import { createOperatorsRepo, type TOperatorRow } from './operators.repo';
import type { Totp } from './totp';

export const OPERATOR_COOKIE = 'aurum_operator';

export interface TActor {
  operator: TOperatorRow;
  ip: string;
}

/**
 * The operator as the API shows it. `requireTotp`: whether this deployment requires a
 * second factor (production does), so an operator without one must enrol first.
 */
export function toOperator(row: TOperatorRow, requireTotp = false): TOperator {
  return {
    id: row.id,
    email: row.email,
    role: ZOperatorRole.parse(row.role),
    totpEnabled: row.totpEnabledAt !== null,
    totpEnrolmentRequired: requireTotp && row.totpEnabledAt === null,
  };
}

/**
 * Operator sign-in: password, then the TOTP code once a second factor is enabled; short
 * sessions (hours, with an idle limit). Where a second factor is required, an operator
 * without one can only enrol: every other call answers 403 second_factor_enrolment_required.
 */
export function createOperatorSignIn(deps: {
  db: Db;
  sessions: SessionsService;
  passwords: PasswordHasher;
  limiters: { loginPerIp: Limiter; failuresPerAccount: Limiter };
  cookieSecure: boolean;
  totp: Totp;
  requireTotp: boolean;
}) {
  const repo = createOperatorsRepo(deps.db);
  const failureKey = (email: string) => `operator:${email}`;

  async function refuse(email: string, detail: string): Promise<never> {
    await deps.limiters.failuresPerAccount.hit(failureKey(email)).catch(() => undefined);
    throw AppError.unauthorized(detail);
  }

  /** A valid, unused code of the operator's enabled second factor: its step is spent. */
  async function secondFactorPasses(operator: TOperatorRow, code: string): Promise<boolean> {
    const secret = operator.totpSecret && deps.totp.open(operator.totpSecret);
    if (!secret) return false;
    const step = await deps.totp.check(secret, code, operator.totpLastStep);
    return step !== undefined && (await repo.claimTotpStep(operator.id, step));
  }

  async function current(request: FastifyRequest) {
    const lookup = await deps.sessions.lookup(request.cookies[OPERATOR_COOKIE]);
    const operatorId = lookup.state === 'active' ? lookup.session.operatorId : null;
    const operator = operatorId ? await repo.findById(operatorId) : undefined;
    if (lookup.state !== 'active' || !operator || operator.disabledAt)
      throw AppError.unauthorized();
    return { operator, sessionId: lookup.session.id };
  }

  return {
    describe: (row: TOperatorRow) => toOperator(row, deps.requireTotp),

    async login(
      body: { email: string; password: string; code?: string | undefined },
      meta: { ip: string; userAgent: string | undefined },
    ) {
      await deps.limiters.loginPerIp.hit(meta.ip);
      await deps.limiters.failuresPerAccount.check(failureKey(body.email));
      const operator = await repo.findByEmail(body.email);
      const valid = operator
        ? await deps.passwords.verify(body.password, operator.passwordHash)
        : await deps.passwords.verifyAgainstNothing(body.password);
      if (!operator || !valid || operator.disabledAt)
        return refuse(body.email, AuthErrorDetail.invalidCredentials);
      if (operator.totpEnabledAt) {
        if (!body.code) throw AppError.unauthorized(OperatorAuthDetail.secondFactorRequired);
        if (!(await secondFactorPasses(operator, body.code)))
          return refuse(body.email, OperatorAuthDetail.invalidSecondFactor);
      }
      await deps.limiters.failuresPerAccount.reset(failureKey(body.email));
      const token = await deps.sessions.start({ operatorId: operator.id }, meta);
      return { operator, token };
    },

    /**
     * The signed-in operator holding one of `roles` (any role when omitted): else 401, or 403
     * for a missing role or a second factor that is required and not yet enrolled.
     */
    async require(request: FastifyRequest, roles?: readonly TOperatorRole[]): Promise<TActor> {
      const { operator } = await current(request);
      if (deps.requireTotp && !operator.totpEnabledAt)
        throw AppError.forbidden(OperatorAuthDetail.enrolmentRequired);
      if (roles && !roles.includes(ZOperatorRole.parse(operator.role))) throw AppError.forbidden();
      return { operator, ip: request.ip };
    },

    /** The signed-in operator, enrolled or not: for /me and enrolment itself. */
    async requireSignedIn(request: FastifyRequest): Promise<TActor & { sessionId: string }> {
      const { operator, sessionId } = await current(request);
      return { operator, sessionId, ip: request.ip };
    },

    /** A new secret, pending until confirmed; starting again replaces a pending one. */
    async startTotpEnrolment(operator: TOperatorRow) {
      if (operator.totpEnabledAt) throw AppError.conflict(OperatorAuthDetail.alreadyEnabled);
      const secret = deps.totp.newSecret();
      const pending = await repo.setPendingTotp(operator.id, deps.totp.seal(secret));
      if (!pending) throw AppError.conflict(OperatorAuthDetail.alreadyEnabled);
      return { secret, otpauthUri: deps.totp.uri(operator.email, secret) };
    },

    /**
     * Enables the pending secret with its first code, and ends the operator's other sessions,
     * which were opened with a password alone.
     */
    async confirmTotp(actor: TActor & { sessionId: string }, code: string, now = new Date()) {
      const { operator } = actor;
      if (operator.totpEnabledAt) throw AppError.conflict(OperatorAuthDetail.alreadyEnabled);
      const secret = operator.totpSecret && deps.totp.open(operator.totpSecret);
      if (!operator.totpSecret || !secret)
        throw AppError.conflict(OperatorAuthDetail.enrolmentNotStarted);
      const step = await deps.totp.check(secret, code, null);
      if (step === undefined) throw new AppError(OperatorAuthDetail.invalidSecondFactor, 400);
      const enabled = await repo.enableTotp(operator.id, operator.totpSecret, step, now);
      if (!enabled) throw AppError.conflict(OperatorAuthDetail.enrolmentNotStarted);
      await deps.sessions.endOthersOfOperator(operator.id, actor.sessionId, now);
      return enabled;
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
  };
}
