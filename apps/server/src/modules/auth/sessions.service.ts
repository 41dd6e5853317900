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
export function createSessionsService(deps: { db: Db; ttlDays: number }) {
  const repo = createSessionsRepo(deps.db);
  const ttlMs = deps.ttlDays * 24 * 60 * 60 * 1000;

  return {
    ttlSeconds: ttlMs / 1000,

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
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return token;
    },

    async lookup(token: string | undefined, now = new Date()): Promise<TSessionLookup> {
      if (!token || token.length > 128) return { state: 'missing' };
      const session = await repo.findById(digest(token));
      if (!session || session.expiresAt <= now) return { state: 'missing' };
      if (session.revokedAt) return { state: 'revoked', session };
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
        await repo.touch(session.id, now);
      return { state: 'active', session };
    },

    async end(token: string | undefined, now = new Date()): Promise<void> {
      if (token) await repo.revoke(digest(token), 'logout', now);
    },

    endAllOfUser(tx: DbOrTx, userId: string, reason: string, now = new Date()): Promise<number> {
      return createSessionsRepo(tx).revokeAllOfUser(userId, reason, now);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
