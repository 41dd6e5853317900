import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators } from '../../db/schema';
import { openDatabase, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createSessionsService } from './sessions.service';

const minutes = (count: number) => count * 60 * 1000;

describe('sessions with an idle limit (operators)', () => {
  let database: Database;
  let operatorId: string;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    await runMigrations(database.db);
    const [row] = await database.db
      .insert(operators)
      .values({ email: 'idle@aurum.local', passwordHash: 'x', role: 'support' })
      .returning();
    operatorId = row?.id ?? '';
  });
  afterAll(() => database.close());

  const sessions = () =>
    createSessionsService({ db: database.db, ttlSeconds: 12 * 60 * 60, idleSeconds: 30 * 60 });
  const meta = { ip: '127.0.0.1', userAgent: undefined };

  it('ends a session left unused past the idle limit, and keeps a used one alive', async () => {
    const start = new Date('2026-01-01T10:00:00Z');
    const service = sessions();
    const idle = await service.start({ operatorId }, meta, database.db, start);
    expect((await service.lookup(idle, new Date(start.getTime() + minutes(29)))).state).toBe(
      'active',
    );
    // Seen at minute 29: idle from then on.
    expect((await service.lookup(idle, new Date(start.getTime() + minutes(58)))).state).toBe(
      'active',
    );
    expect((await service.lookup(idle, new Date(start.getTime() + minutes(90)))).state).toBe(
      'missing',
    );
  });

  it('ends any session 12 hours after sign-in, however busy', async () => {
    const start = new Date('2026-01-02T10:00:00Z');
    const service = sessions();
    const token = await service.start({ operatorId }, meta, database.db, start);
    for (let minute = 20; minute < 12 * 60; minute += 20)
      await service.lookup(token, new Date(start.getTime() + minutes(minute)));
    const past = await service.lookup(token, new Date(start.getTime() + minutes(12 * 60 + 1)));
    expect(past.state).toBe('missing');
    expect(service.ttlSeconds).toBe(12 * 60 * 60);
  });
});
