import { createHash, randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import { createSessionsRepo, type TSessionRow } from './sessions.repo';

/** Refresh `last_seen_at` at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type TSessionSubject = { userId: string } | { operatorId: string };

export type TSessionLookup =
  | { state: 'active'; session: TSessionRow }
  | { state: 'revoked'; session: TSessionRow }
  | { state: 'missing' };

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Server-side sessions: the client holds a random token, the database only its SHA-256, so a
 * leaked table cannot be replayed. Revoking is immediate: every request reads the row.
 */
export function createSessionsService(deps: {
  db: Db;
  /** How long a session lasts from sign-in. */
  ttlSeconds: number;
  /** A session unused this long is over (operators); undefined: no idle limit. */
  idleSeconds?: number;
  /** Told of every session ended by logout, so its live connections end too. */
  onEnded?: (sessionId: string) => void;
}) {
  const repo = createSessionsRepo(deps.db);
  const ttlMs = deps.ttlSeconds * 1000;
  const idleMs = deps.idleSeconds === undefined ? undefined : deps.idleSeconds * 1000;
  // Seen-at is written at most this often, often enough to measure the idle limit by.
  const touchMs = Math.min(TOUCH_INTERVAL_MS, idleMs === undefined ? Infinity : idleMs / 10);

  async function lookupById(id: string, now: Date): Promise<TSessionLookup> {
    const session = await repo.findById(id);
    if (!session || session.expiresAt <= now) return { state: 'missing' };
    if (session.revokedAt) return { state: 'revoked', session };
    const idle = now.getTime() - session.lastSeenAt.getTime();
    if (idleMs !== undefined && idle > idleMs) return { state: 'missing' };
    if (idle > touchMs) await repo.touch(session.id, now);
    return { state: 'active', session };
  }

  return {
    ttlSeconds: ttlMs / 1000,
    /** The session id of a token: what the database and the realtime token know it by. */
    idOf: (token: string) => digest(token),

    async start(
      subject: TSessionSubject,
      meta: { ip: string; userAgent: string | undefined },
      tx: DbOrTx = deps.db,
      now = new Date(),
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await createSessionsRepo(tx).insert({
        id: digest(token),
        ...('userId' in subject ? { userId: subject.userId } : { operatorId: subject.operatorId }),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 512),
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return token;
    },

    async lookup(token: string | undefined, now = new Date()): Promise<TSessionLookup> {
      if (!token || token.length > 128) return { state: 'missing' };
      return lookupById(digest(token), now);
    },

    /** As `lookup`, by the session's id (from a realtime token). */
    lookupById: (id: string, now = new Date()) => lookupById(id, now),

    async end(token: string | undefined, now = new Date()): Promise<void> {
      if (!token || token.length > 128) return;
      const id = digest(token);
      await repo.revoke(id, 'logout', now);
      deps.onEnded?.(id);
    },

    /** Ends an operator's other sessions (a second factor was just enabled or reset). */
    endOthersOfOperator(operatorId: string, keepId: string | undefined, now = new Date()) {
      return repo.revokeOthersOfOperator(operatorId, keepId, 'second_factor', now);
    },

    endAllOfUser(tx: DbOrTx, userId: string, reason: string, now = new Date()): Promise<number> {
      return createSessionsRepo(tx).revokeAllOfUser(userId, reason, now);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
