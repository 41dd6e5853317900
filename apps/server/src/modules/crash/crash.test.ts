import { crashMsAt, crashPayout, verifyCrashChain } from '@aurum/games';
import type { TCrashBetAnswer, TCrashRound } from '@aurum/contracts/crash';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema';
import { tableEnginesSeed } from '../catalogue/studio-games.seed';
import {
  CRASH_LENGTH,
  CRASH_SALT,
  crashPlayer,
  crashPointAt,
  crashTestApp,
  instantOf,
  originalIds,
  roundCrashingAbove,
} from './crash-testing';

let h: Awaited<ReturnType<typeof crashTestApp>>;
let gameId = 0;
let watcher: Awaited<ReturnType<typeof crashPlayer>>;

beforeAll(async () => {
  h = await crashTestApp();
  gameId = (await originalIds(h.t.app)).get('Aurum Crash') ?? 0;
  watcher = await crashPlayer(h.t.app, gameId, { demo: true });
});
afterAll(() => h.t.close());

const later = (ms: number) => h.setNow(new Date(h.now().getTime() + ms));

async function currentRound(): Promise<TCrashRound> {
  await h.crash.advance();
  await h.crash.settled();
  const { round } = await watcher.state();
  if (!round) throw new Error('no crash round');
  return round;
}

/** Moves the clock round by round until round `index` takes bets. */
async function bettingRound(index: number): Promise<TCrashRound> {
  for (;;) {
    const round = await currentRound();
    if (round.status === 'betting' && round.index === index) return round;
    if (round.index > index) throw new Error(`round ${index} is over`);
    if (round.status === 'betting') h.setNow(new Date(round.bettingEndsAt));
    else if (round.status === 'running' && round.startedAt)
      h.setNow(instantOf(round.startedAt, crashPointAt(round.index)));
    else later(3000);
  }
}

/** The betting round ends: the round flies from its betting end. */
async function takeOff(round: TCrashRound): Promise<TCrashRound> {
  h.setNow(new Date(round.bettingEndsAt));
  const running = await currentRound();
  expect(running).toMatchObject({
    id: round.id,
    status: 'running',
    startedAt: round.bettingEndsAt,
  });
  return running;
}

describe('the round clock', () => {
  it('plays the chain from its end: each revealed hash hashes to the terminal hash', async () => {
    const first = await currentRound();
    expect(first).toMatchObject({ index: 0, status: 'betting', crashPoint: null, hash: null });
    const state = await watcher.state();
    expect(state.chain).toMatchObject({ salt: CRASH_SALT, length: CRASH_LENGTH });
    // Moving again before the betting end changes nothing.
    expect(await currentRound()).toEqual(first);
    const running = await takeOff(first);
    expect(running.crashPoint).toBeNull();
    const startedAt = running.startedAt ?? '';
    h.setNow(new Date(new Date(startedAt).getTime() + crashMsAt(crashPointAt(0)) - 1));
    expect((await currentRound()).status).toBe('running');
    later(1);
    const crashed = await currentRound();
    expect(crashed).toMatchObject({ status: 'crashed', crashPoint: crashPointAt(0) });
    expect(verifyCrashChain(crashed.hash ?? '', state.chain?.terminalHash ?? '', 5)).toBe(1);
    // The pause, then the next round takes bets.
    later(2999);
    expect((await currentRound()).index).toBe(0);
    later(1);
    expect(await currentRound()).toMatchObject({ index: 1, status: 'betting' });
    const { history } = await watcher.state();
    expect(history[0]).toEqual({ index: 0, crashPoint: crashPointAt(0), hash: crashed.hash });
  });
});

describe('bets', () => {
  it('takes demo bets only while betting, one per player, within the limits', async () => {
    const round = await bettingRound(roundCrashingAbove(150, 2));
    const player = await crashPlayer(h.t.app, gameId, { demo: true });
    expect((await player.bet('5')).json()).toMatchObject({ detail: 'bet_out_of_range' });
    expect((await player.bet('100000000')).statusCode).toBe(400);
    expect((await player.bet('100', 100)).statusCode).toBe(400);
    const placed = await player.bet('1000');
    expect(placed.statusCode).toBe(200);
    expect(placed.json<TCrashBetAnswer>()).toMatchObject({
      balance: '99000',
      bet: { roundId: round.id, status: 'placed', bet: '1000' },
    });
    const again = await player.bet('1000');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'already_bet' });
    expect((await player.state()).bets.map((bet) => bet.player)).toContain('gu***st');

    await takeOff(round);
    const late = await crashPlayer(h.t.app, gameId, { demo: true });
    expect((await late.bet('1000')).json()).toMatchObject({ detail: 'betting_closed' });
    // Not flying yet for the late player: no bet to cash out.
    expect((await late.cashout()).json()).toMatchObject({ detail: 'no_active_bet' });
  });

  it('refuses a bet the real-money balance cannot cover, moving nothing', async () => {
    await bettingRound((await currentRound()).index + 1);
    const poor = await crashPlayer(h.t.app, gameId, { deposit: '1' });
    const res = await poor.bet('500');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ detail: 'insufficient_funds' });
    expect(await poor.platformBalance()).toBe('100');
    expect((await poor.state()).myBet).toBeNull();
  });
});

describe('cash-outs', () => {
  it('pays a real-money cash-out at the server multiplier and refuses one at the crash point', async () => {
    const index = roundCrashingAbove(250, (await currentRound()).index + 1);
    const crashPoint = crashPointAt(index);
    const round = await bettingRound(index);
    const early = await crashPlayer(h.t.app, gameId, { deposit: '10' });
    const late = await crashPlayer(h.t.app, gameId, { deposit: '10' });
    const auto = await crashPlayer(h.t.app, gameId, { deposit: '10' });
    const greedy = await crashPlayer(h.t.app, gameId, { deposit: '10' });
    expect((await early.bet('200')).statusCode).toBe(200);
    expect((await late.bet('200')).statusCode).toBe(200);
    expect((await auto.bet('300', 150)).statusCode).toBe(200);
    expect((await greedy.bet('100', crashPoint)).statusCode).toBe(200);
    expect(await early.platformBalance()).toBe('800');
    expect((await early.cashout()).json()).toMatchObject({ detail: 'not_running' });

    const running = await takeOff(round);
    const startedAt = running.startedAt ?? '';
    h.setNow(instantOf(startedAt, 200));
    const cashed = await early.cashout();
    expect(cashed.statusCode).toBe(200);
    expect(cashed.json<TCrashBetAnswer>()).toMatchObject({
      balance: '1200',
      bet: { status: 'cashed', cashout: 200, payout: '400' },
    });
    expect((await early.cashout()).json()).toMatchObject({ detail: 'no_active_bet' });

    // At the crash instant the multiplier equals the crash point: too late.
    h.setNow(instantOf(startedAt, crashPoint));
    const refused = await late.cashout();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: 'crashed', multiplier: crashPoint });

    const crashed = await currentRound();
    expect(crashed).toMatchObject({ status: 'crashed', crashPoint });
    const { bets } = await early.state();
    expect(
      bets
        .filter((bet) => bet.status === 'lost')
        .map((bet) => bet.bet)
        .sort(),
    ).toEqual(['100', '200']);
    // The automatic target below the crash point paid without the player asking.
    expect(await auto.platformBalance()).toBe(String(1000n - 300n + crashPayout(300n, 150)));
    expect((await auto.state()).myBet).toMatchObject({ status: 'cashed', cashout: 150 });
    expect(await late.platformBalance()).toBe('800');
    expect(await greedy.platformBalance()).toBe('900');
  });

  it('cashes a disconnected player at the target while the round flies', async () => {
    const index = roundCrashingAbove(300, (await currentRound()).index + 1);
    const round = await bettingRound(index);
    const away = await crashPlayer(h.t.app, gameId, { demo: true });
    await away.bet('1000', 180);
    const running = await takeOff(round);
    h.setNow(instantOf(running.startedAt ?? '', 179));
    await h.crash.advance();
    expect((await away.state()).myBet).toMatchObject({ status: 'placed' });
    h.setNow(instantOf(running.startedAt ?? '', 181));
    await h.crash.advance();
    const { myBet, balance } = await away.state();
    expect(myBet).toMatchObject({ status: 'cashed', cashout: 180, payout: '1800' });
    expect(balance).toBe('100800');
  });
});

describe('the catalogue', () => {
  it('moves crash titles seeded on limbo to crash, and leaves the limbo titles', async () => {
    const externalIdOf = async (title: string) =>
      (await h.db.select().from(games).where(eq(games.title, title)))[0]?.externalId;
    expect(await externalIdOf('Aurum Crash')).toBe('crash/classic/crash');
    expect(await externalIdOf('Rocket Limbo')).toBe('limbo/classic/limbo');
    // A database seeded before crash existed.
    await h.db
      .update(games)
      .set({ externalId: 'limbo/classic/crash' })
      .where(eq(games.title, 'Aurum Crash'));
    await h.db.transaction(async (tx) => {
      for (const step of tableEnginesSeed) await step.run(tx, {} as never);
    });
    expect(await externalIdOf('Aurum Crash')).toBe('crash/classic/crash');
    expect(await externalIdOf('Rocket Limbo')).toBe('limbo/classic/limbo');
  });
});
