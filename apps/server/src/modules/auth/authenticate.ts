import { AuthErrorDetail } from '@aurum/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { TRealtimeClaims } from '../realtime/realtime-token';
import type { TUserRow, UsersService } from '../users/users.service';
import type { SessionsService } from './sessions.service';

export const PLAYER_COOKIE = 'aurum_session';

function bannedError(user: TUserRow): AppError {
  return new AppError(AuthErrorDetail.banned, 401, {
    reason: user.banReason,
    description: user.banDescription,
  });
}

/**
 * Resolves the player behind a request's session cookie. A banned player's request answers
 * 401 `{detail: "banned", reason, description}` whether or not their session was already ended.
 */
export function createPlayerAuth(deps: {
  sessions: SessionsService;
  users: UsersService;
  cookieSecure: boolean;
}) {
  async function resolveSession(
    request: FastifyRequest,
  ): Promise<{ user: TUserRow; sessionId: string; startedAt: Date } | undefined> {
    const lookup = await deps.sessions.lookup(request.cookies[PLAYER_COOKIE]);
    if (lookup.state === 'missing' || !lookup.session.userId) return undefined;
    const user = await deps.users.findById(lookup.session.userId);
    if (!user) return undefined;
    if (user.bannedAt) throw bannedError(user);
    return lookup.state === 'active'
      ? { user, sessionId: lookup.session.id, startedAt: lookup.session.createdAt }
      : undefined;
  }
  const resolve = async (request: FastifyRequest) => (await resolveSession(request))?.user;

  return {
    /** The signed-in player, or 401. */
    async requireUser(request: FastifyRequest): Promise<TUserRow> {
      const user = await resolve(request);
      if (!user) throw AppError.unauthorized();
      return user;
    },
    /**
     * The signed-in player, their session's id (the realtime token names it) and when the
     * session started (the session time limit counts from it), or 401.
     */
    async requireSession(
      request: FastifyRequest,
    ): Promise<{ user: TUserRow; sessionId: string; startedAt: Date }> {
      const signedIn = await resolveSession(request);
      if (!signedIn) throw AppError.unauthorized();
      return signedIn;
    },
    /** The signed-in player if any; visitors get undefined (banned players still get 401). */
    optionalUser: resolve,
    /** As `optionalUser`, with the session (as `requireSession`). */
    optionalSession: resolveSession,
    /** Whether a realtime token's session is live and belongs to an unbanned player. */
    async realtimeAccess(claims: TRealtimeClaims): Promise<boolean> {
      const lookup = await deps.sessions.lookupById(claims.sessionId);
      if (lookup.state !== 'active' || !lookup.session.userId) return false;
      const user = await deps.users.findById(lookup.session.userId);
      return Boolean(user && user.globalId === claims.globalId && !user.bannedAt);
    },
    bannedError,
    setCookie(reply: FastifyReply, token: string) {
      reply.setCookie(PLAYER_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.cookieSecure,
        maxAge: deps.sessions.ttlSeconds,
      });
    },
    clearCookie(reply: FastifyReply) {
      reply.clearCookie(PLAYER_COOKIE, { path: '/' });
    },
  };
}

export type PlayerAuth = ReturnType<typeof createPlayerAuth>;
