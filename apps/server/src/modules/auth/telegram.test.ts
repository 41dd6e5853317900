import { ZMe } from '@aurum/contracts/me';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRaces, race, repeatRace, settled } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_BOTS, telegramBotToken } from './telegram-bots';
import { signInitData, verifyInitData } from './telegram-init-data';

const bot = DEMO_BOTS[0];

describe('POST /api/v1/auth/telegram', () => {
  let t: TestApp;
  let botToken: string;
  const initData = (overrides: Record<string, string> = {}, token = botToken) =>
    signInitData(
      {
        auth_date: String(Math.floor(Date.now() / 1000)),
        query_id: 'AAH-test',
        user: JSON.stringify({
          id: 5550001,
          first_name: 'Ivan',
          username: 'ivan_p',
          language_code: 'ru',
        }),
        start_param: 'summer24',
        ...overrides,
      },
      token,
    );

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
    const token = telegramBotToken({
      botId: bot.id,
      configured: t.config.telegram.botTokens,
      production: false,
      secret: t.config.secrets.SESSION_SECRET,
    });
    if (!token) throw new Error('demo bot has no token');
    botToken = token;
  });
  afterAll(() => t.close());

  const signIn = (payload: string, botId: string = bot.id) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/telegram',
      payload: { botId, payload, promo: 'summer24' },
    });

  it('accepts valid init data, creates the player once and signs them in', async () => {
    const first = await signIn(initData());
    expect(first.statusCode).toBe(200);
    const me = ZMe.parse(first.json());
    expect(me.language).toBe('ru');
    expect(first.cookies.some((cookie) => cookie.name === 'aurum_session')).toBe(true);

    const second = await signIn(initData({ query_id: 'AAH-second-launch' }));
    expect(ZMe.parse(second.json()).globalId).toBe(me.globalId);
  });

  it('accepts the same init data once: a replay is refused and signs no one in', async () => {
    const payload = initData({ query_id: 'AAH-replayed' });
    expect((await signIn(payload)).statusCode).toBe(200);
    const replay = await signIn(payload);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ detail: 'telegram_auth_used' });
    expect(replay.cookies).toHaveLength(0);
  });

  it('refuses tampered init data', async () => {
    const tampered = initData().replace('ivan_p', 'admin');
    const res = await signIn(tampered);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'telegram_auth_invalid' });
  });

  it('refuses init data signed with another bot’s token', async () => {
    const res = await signIn(initData({}, '7000000001:someone-elses-token-xxxxxxxx'));
    expect(res.json()).toEqual({ detail: 'telegram_auth_invalid' });
  });

  it('refuses stale init data', async () => {
    const twoDaysAgo = String(Math.floor(Date.now() / 1000) - 2 * 86_400);
    const res = await signIn(initData({ auth_date: twoDaysAgo }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'telegram_auth_expired' });
  });

  it('refuses an unknown bot with the detail of the invalid-bot screen', async () => {
    const res = await signIn(initData(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'invalid_bot', botId: '123456' });
  });
});

describe('GET /api/v1/telegram/bots/:id', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(() => t.close());

  const lookUp = (id: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/telegram/bots/${id}` });

  it('answers the type of each seeded bot, without a session', async () => {
    for (const demo of DEMO_BOTS) {
      const res = await lookUp(demo.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: demo.id, type: demo.type });
    }
  });

  it('answers an unknown or malformed id with the detail of the invalid-bot screen', async () => {
    for (const id of ['123456', 'not-a-bot']) {
      const res = await lookUp(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'invalid_bot', botId: id });
    }
  });
});

describeRaces('the same init data sent at once', () => {
  let t: TestApp;
  let botToken: string;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO_DATA: 'true', LOGIN_ATTEMPTS_PER_IP: '10000' });
    botToken =
      telegramBotToken({
        botId: bot.id,
        configured: t.config.telegram.botTokens,
        production: false,
        secret: t.config.secrets.SESSION_SECRET,
      }) ?? '';
  });
  afterAll(() => t.close());

  it('signs in exactly one of the racing requests', async () => {
    await repeatRace(20, async (round) => {
      const payload = signInitData(
        {
          auth_date: String(Math.floor(Date.now() / 1000)),
          query_id: `AAH-race-${round}`,
          user: JSON.stringify({ id: 5560000 + round, first_name: 'Race' }),
        },
        botToken,
      );
      const outcomes = await race(
        ...Array.from(
          { length: 4 },
          () => () =>
            t.app.inject({
              method: 'POST',
              url: '/api/v1/auth/telegram',
              payload: { botId: bot.id, payload },
            }),
        ),
      );
      const statuses = settled(outcomes).values.map((res) => res.statusCode);
      expect(statuses.sort()).toEqual([200, 409, 409, 409]);
    });
  });
});

describe('verifyInitData', () => {
  const token = '42:abcdefghijklmnopqrstuvwxyz012345';
  const fields = { auth_date: '1700000000', user: JSON.stringify({ id: 1 }) };

  it('accepts what Telegram signs and reads the user and start parameter', () => {
    const raw = signInitData({ ...fields, start_param: 'promo1' }, token);
    const result = verifyInitData(raw, token, 3600, 1_700_000_100_000);
    expect(result).toMatchObject({ ok: true, user: { id: 1 }, startParam: 'promo1' });
  });

  it('refuses a missing hash, a changed field and an old auth date', () => {
    expect(verifyInitData('auth_date=1700000000', token, 3600, 1_700_000_100_000)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const raw = signInitData(fields, token);
    expect(
      verifyInitData(raw.replace('1700000000', '1700000001'), token, 3600, 1_700_000_100_000).ok,
    ).toBe(false);
    expect(verifyInitData(raw, token, 3600, 1_700_009_999_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
