import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './test/server-process';
import { createTestDatabaseUrl } from './test/test-app';

describe('server process', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('refuses to start on a bad setting, saying which', async () => {
    const server = startServerProcess({ PORT: 'not-a-port', DATA_DIR: ':memory:' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:[\s\S]*PORT/);
  });

  it('drains and exits cleanly on SIGTERM', async () => {
    const database = await createTestDatabaseUrl();
    drops.push(database.drop);
    const server = startServerProcess({
      PORT: String(await freePort()),
      LOG_LEVEL: 'info',
      DATA_DIR: ':memory:',
      WEB_DIST_DIR: '/nonexistent',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    await server.healthy();
    const languages = await fetch(`${server.baseURL}/api/v1/languages?mode=1`);
    expect(languages.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"signal":"SIGTERM"');
  });
});
