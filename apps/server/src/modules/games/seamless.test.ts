import { randomUUID } from 'node:crypto';
import { SEAMLESS_PATHS } from '@aurum/contracts/seamless';
import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { ledgerTransfers } from '../../db/schema';
import { operatorCookie, playerIdOf, signUp } from '../../test/players';
import { describeRaces, race, repeatRace } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestStudio, TEST_STUDIO_ID } from '../../test/test-studio';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';

const STUDIO_ID = TEST_STUDIO_ID;
const testStudio = createTestStudio('seamless-test-secret-0123456789abcdef');
const { studio } = testStudio;

let t: TestApp;
let gameId: number;

beforeAll(async () => {
  t = await createTestApp({}, { studios: [studio] });
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/games?provider=${STUDIO_ID}` });
  gameId = res.json<{ items: { id: number }[] }>().items[0]?.id ?? 0;
  expect(gameId).toBeGreaterThan(0);
});
afterAll(() => t.close());

/** A player with `amount` USD and a real-money session at the studio. */
async function playerWithSession(amount: string) {
  const player = await signUp(t.app);
  const token = await testStudio.depositAndLaunch(t.app, player, amount, gameId);
  const balance = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/balance',
      headers: { cookie: player.cookie },
    });
    return res.json<{ total: { value: string } }>().total.value;
  };
  return { ...player, token, balance };
}

const call = (
  path: string,
  body: Record<string, unknown>,
  options?: Parameters<typeof testStudio.call>[3],
) => testStudio.call(t.app, path, body, options);

const bet = (token: string, roundId: string, transactionId: string, amount: string) =>
  call(SEAMLESS_PATHS.bet, {
    sessionToken: token,
    roundId,
    transactionId,
    amount,
    currency: 'USD',
  });
const win = (token: string, roundId: string, transactionId: string, amount: string) =>
  call(SEAMLESS_PATHS.win, {
    sessionToken: token,
    roundId,
    transactionId,
    amount,
    currency: 'USD',
    finished: true,
  });

describe('seamless wallet: who may call', () => {
  it('refuses a wrong signature, an unknown studio and a stale timestamp, moving nothing', async () => {
    const player = await playerWithSession('10');
    const body = {
      sessionToken: player.token,
      roundId: 'r1',
      transactionId: 'x1',
      amount: '100',
      currency: 'USD',
    };
    const forged = await call(SEAMLESS_PATHS.bet, body, {
      secret: 'another-secret-of-enough-length!!',
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ detail: 'invalid_signature' });
    const unsigned = await call(SEAMLESS_PATHS.bet, body, { signature: 'sha256=00' });
    expect(unsigned.json()).toMatchObject({ detail: 'invalid_signature' });
    const stranger = await call(SEAMLESS_PATHS.bet, body, { studio: 'nobody' });
    expect(stranger.json()).toMatchObject({ detail: 'unknown_studio' });
    const stale = await call(SEAMLESS_PATHS.bet, body, { timestamp: Date.now() - 120_000 });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ detail: 'stale_request' });
    expect(await player.balance()).toBe('1000');
  });

  it('answers the balance of a real session and refuses unknown tokens', async () => {
    const player = await playerWithSession('12.34');
    const res = await call(SEAMLESS_PATHS.balance, { sessionToken: player.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balance: '1234', currency: 'USD' });
    const unknown = await call(SEAMLESS_PATHS.balance, { sessionToken: 'f'.repeat(64) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'session_not_found' });
  });
});

describe('seamless wallet: bets and wins', () => {
  it('takes a bet once however often it is sent, and refuses the id with another amount', async () => {
    const player = await playerWithSession('10');
    const first = await bet(player.token, 'round-a', 'bet-a', '250');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ balance: '750' });
    const again = await bet(player.token, 'round-a', 'bet-a', '250');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const changed = await bet(player.token, 'round-a', 'bet-a', '300');
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ detail: 'duplicate_transaction' });
    expect(await player.balance()).toBe('750');
  });

  it('answers not enough money with the current balance and moves nothing', async () => {
    const player = await playerWithSession('1');
    const res = await bet(player.token, 'round-b', 'bet-b', '101');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ detail: 'insufficient_funds', balance: '100' });
    expect(await player.balance()).toBe('100');
  });

  it('pays a win, closes the round, and refuses wins and bets on the closed round', async () => {
    const player = await playerWithSession('10');
    await bet(player.token, 'round-c', 'bet-c', '100');
    const paid = await win(player.token, 'round-c', 'win-c', '350');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ balance: '1250' });
    const replay = await win(player.token, 'round-c', 'win-c', '350');
    expect(replay.json()).toEqual(paid.json());
    const late = await win(player.token, 'round-c', 'win-c2', '10');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ detail: 'round_closed' });
    const lateBet = await bet(player.token, 'round-c', 'bet-c2', '10');
    expect(lateBet.json()).toMatchObject({ detail: 'round_closed' });
    const unknownRound = await win(player.token, 'round-none', 'win-x', '10');
    expect(unknownRound.statusCode).toBe(404);
    expect(await player.balance()).toBe('1250');
  });

  it('counts the stake toward the wager rule', async () => {
    const player = await playerWithSession('10');
    await bet(player.token, 'round-w', 'bet-w', '400');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/wallet/wager',
      headers: { cookie: player.cookie },
    });
    expect(res.json()).toMatchObject({ wagered: '4.00' });
  });
});

describe('seamless wallet: banned players', () => {
  it('refuses new stakes of a banned player, but still settles and cancels the open round', async () => {
    const player = await playerWithSession('10');
    const first = await bet(player.token, 'round-ban', 'bet-ban-1', '300');
    expect(first.statusCode).toBe(200);
    expect((await bet(player.token, 'round-ban', 'bet-ban-2', '200')).statusCode).toBe(200);
    const operator = await operatorCookie(t.app);
    const banned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${await playerIdOf(t.app, operator, player.email)}/ban`,
      headers: { cookie: operator },
      payload: { reason: 'kyc', description: 'Documents not provided' },
    });
    expect(banned.statusCode).toBe(200);

    const refused = await bet(player.token, 'round-ban', 'bet-ban-3', '100');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ detail: 'player_banned' });
    const elsewhere = await bet(player.token, 'round-ban-2', 'bet-ban-4', '100');
    expect(elsewhere.json()).toMatchObject({ detail: 'player_banned' });
    // A bet taken before the ban answers as it did the first time.
    const replay = await bet(player.token, 'round-ban', 'bet-ban-1', '300');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());

    const cancelled = await rollback(player.token, 'round-ban', 'rb-ban-2', 'bet-ban-2');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ balance: '700' });
    const paid = await win(player.token, 'round-ban', 'win-ban', '450');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ balance: '1150' });
  });
});

describe('seamless wallet: main money first, then bonus money', () => {
  it('takes the stake from main money before bonus money; only the main part is wagered', async () => {
    const player = await playerWithSession('0.01');
    // A USDT deposit through the sandbox chain: $20.00 of main money plus its network's 5%
    // deposit bonus ($1.00) as bonus money.
    const address = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/addresses',
      headers: { cookie: player.cookie },
      payload: { currency: 'USDTTRC20' },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/crypto/transfer',
      payload: {
        address: address.json<{ address: string }>().address,
        currency: 'USDTTRC20',
        amount: '20',
      },
    });
    expect(sent.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/crypto/blocks',
      payload: { count: 3 },
    });
    expect(await player.balance()).toBe('2101');

    const staked = await bet(player.token, 'round-m', 'bet-m', '2061');
    expect(staked.json()).toMatchObject({ balance: '40' });
    const wager = await t.app.inject({
      method: 'GET',
      url: '/api/v2/wallet/wager',
      headers: { cookie: player.cookie },
    });
    // All $20.01 of main money went in; the other $0.60 came from the bonus.
    expect(wager.json()).toMatchObject({ wagered: '20.01' });
    const paid = await win(player.token, 'round-m', 'win-m', '4122');
    expect(paid.json()).toMatchObject({ balance: '4162' });
  });
});

const rollback = (token: string, roundId: string, transactionId: string, reference: string) =>
  call(SEAMLESS_PATHS.rollback, {
    sessionToken: token,
    roundId,
    transactionId,
    referenceTransactionId: reference,
  });

describe('seamless wallet: rollbacks', () => {
  it('returns a bet it cancels, once', async () => {
    const player = await playerWithSession('10');
    await bet(player.token, 'round-d', 'bet-d', '600');
    const res = await rollback(player.token, 'round-d', 'rb-d', 'bet-d');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balance: '1000' });
    const again = await rollback(player.token, 'round-d', 'rb-d', 'bet-d');
    expect(again.json()).toEqual(res.json());
    expect(await player.balance()).toBe('1000');
  });

  it('remembers a rollback of a bet never seen, and refuses that bet when it arrives', async () => {
    const player = await playerWithSession('10');
    const res = await rollback(player.token, 'round-e', 'rb-e', 'bet-e');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balance: '1000' });
    const lateBet = await bet(player.token, 'round-e', 'bet-e', '200');
    expect(lateBet.statusCode).toBe(409);
    expect(lateBet.json()).toMatchObject({ detail: 'transaction_rolled_back' });
    expect(await player.balance()).toBe('1000');
  });

  it('cannot cancel a bet of a round already paid', async () => {
    const player = await playerWithSession('10');
    await bet(player.token, 'round-f', 'bet-f', '100');
    await win(player.token, 'round-f', 'win-f', '0');
    const res = await rollback(player.token, 'round-f', 'rb-f', 'bet-f');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: 'round_closed' });
    expect(await player.balance()).toBe('900');
  });
});

describe('seamless wallet: concurrency', () => {
  it('never overdraws a balance under concurrent bets', async () => {
    const player = await playerWithSession('1');
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        bet(player.token, `round-g${index}`, `bet-g${index}-${randomUUID()}`, '15'),
      ),
    );
    const accepted = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 402);
    expect(accepted).toHaveLength(6);
    expect(refused).toHaveLength(10);
    expect(await player.balance()).toBe('10');
  });
});

describeRaces('seamless wallet: races on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase(t.config.database);
  });
  afterAll(() => database.close());

  /** Ledger transfers made under these idempotency keys. */
  async function transfersUnder(...keys: string[]): Promise<number> {
    const [row] = await database.db
      .select({ transfers: count() })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.idempotencyKey, keys));
    return row?.transfers ?? 0;
  }

  /** Counts the conflicts (deadlocks, serialization failures) the server retried meanwhile. */
  function watchConflicts() {
    const warn = vi.spyOn(t.app.log, 'warn');
    return {
      count: () =>
        warn.mock.calls.filter((args) => args.includes('transaction conflict, retrying')).length,
      stop: () => warn.mockRestore(),
    };
  }

  it('settles a bet and its own rollback fired at once: refused, or taken and returned once', async () => {
    const player = await playerWithSession('100');
    const conflicts = watchConflicts();
    const tally = { taken: 0, refused: 0 };
    // What went wrong in which pair (an answer, a retried conflict, a balance that moved, a
    // ledger move not made exactly once), collected over every pair to show how often.
    const wrong: string[] = [];
    try {
      await repeatRace(40, async (index) => {
        // Each pair plays a round of its own: in even pairs the rollback races the round's
        // first bet; in odd ones a later bet, in a round that is already open.
        const roundId = `race-${index}-${randomUUID()}`;
        const betId = `${roundId}:bet`;
        const rollbackId = `${roundId}:rollback`;
        if (index % 2 === 1)
          expect((await bet(player.token, roundId, `${roundId}:opening`, '100')).statusCode).toBe(
            200,
          );
        const before = await player.balance();
        const seen = conflicts.count();
        const [placed, cancelled] = await race(
          () => bet(player.token, roundId, betId, '300'),
          () => rollback(player.token, roundId, rollbackId, betId),
        );
        if (placed?.status !== 'fulfilled' || cancelled?.status !== 'fulfilled')
          throw new Error('inject failed');
        const betAnswer = placed.value;
        const rollbackAnswer = cancelled.value;
        // The locks are taken in one order: not even a retried deadlock.
        if (conflicts.count() > seen) wrong.push(`${index}: a conflict was retried`);
        // The rollback always succeeds: the round is open, whoever comes first.
        if (rollbackAnswer.statusCode !== 200)
          wrong.push(`${index}: rollback ${rollbackAnswer.statusCode} ${rollbackAnswer.body}`);
        const [betMoves, rollbackMoves] = [
          await transfersUnder(`game:${STUDIO_ID}:${betId}`),
          await transfersUnder(`game:${STUDIO_ID}:${rollbackId}`),
        ];
        if (betAnswer.statusCode === 200) {
          tally.taken += 1;
          if (betMoves !== 1 || rollbackMoves !== 1)
            wrong.push(`${index}: bet taken, moves ${betMoves}/${rollbackMoves}`);
        } else if (
          betAnswer.statusCode === 409 &&
          betAnswer.json<{ detail: string }>().detail === 'transaction_rolled_back'
        ) {
          tally.refused += 1;
          if (betMoves + rollbackMoves !== 0)
            wrong.push(`${index}: bet refused, moves ${betMoves}/${rollbackMoves}`);
        } else {
          wrong.push(`${index}: bet ${betAnswer.statusCode} ${betAnswer.body}`);
        }
        const after = await player.balance();
        if (after !== before) wrong.push(`${index}: balance ${before} -> ${after}`);
      });
    } finally {
      conflicts.stop();
    }
    expect(wrong).toEqual([]);
    expect(tally.taken + tally.refused).toBe(40);
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });

  it('returns a stake once when rollbacks of one bet race each other', async () => {
    const player = await playerWithSession('10');
    const conflicts = watchConflicts();
    await repeatRace(20, async (index) => {
      const roundId = `twice-${index}-${randomUUID()}`;
      const betId = `${roundId}:bet`;
      expect((await bet(player.token, roundId, betId, '300')).statusCode).toBe(200);
      const answers = await race(
        () => rollback(player.token, roundId, `${roundId}:rb1`, betId),
        () => rollback(player.token, roundId, `${roundId}:rb2`, betId),
        () => bet(player.token, roundId, `${roundId}:bet2`, '100'),
      );
      for (const answer of answers) {
        if (answer.status !== 'fulfilled') throw new Error('inject failed');
        expect(answer.value.statusCode, answer.value.body).toBe(200);
      }
      expect(
        await transfersUnder(
          `game:${STUDIO_ID}:${roundId}:rb1`,
          `game:${STUDIO_ID}:${roundId}:rb2`,
        ),
      ).toBe(1);
      // The second bet of the round stands.
      expect(await player.balance()).toBe('900');
      await rollback(player.token, roundId, `${roundId}:rb3`, `${roundId}:bet2`);
      expect(await player.balance()).toBe('1000');
    });
    const retried = conflicts.count();
    conflicts.stop();
    expect(retried).toBe(0);
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });
});
