import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { describeRaces, race, repeatRace, settled } from '../../test/race';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tonCalls } from './ton.fixture';

describeRaces('TON Connect deposits racing on PostgreSQL', () => {
  let t: TestApp;
  let database: Database | undefined;
  let c: ReturnType<typeof tonCalls>;
  beforeAll(async () => {
    t = await createTestApp({}, { onDatabase: (opened) => (database = opened) });
    c = tonCalls(t, () => {
      if (!database) throw new Error('no database');
      return database;
    });
  });
  afterAll(() => t.close());

  /** A player's pending 1 TON deposit whose transfer is on chain, not yet seen by the watcher. */
  async function sentDeposit() {
    const { cookie, wallet } = await c.player();
    const deposit = await c.open(cookie, 'TON', '1');
    await c.sendTon(wallet, {
      address: deposit.address,
      nano: 1_000_000_000n,
      comment: deposit.comment,
    });
    return { cookie, deposit };
  }

  it('credits once when watcher passes read the same transfers at once', async () => {
    await repeatRace(5, async () => {
      const { cookie, deposit } = await sentDeposit();
      // Half of them read from the start, as a node whose cursor was lost would.
      await c.resetCursors();
      const { values, errors } = settled(
        await race(...Array.from({ length: 6 }, () => () => c.watch())),
      );
      expect(errors).toEqual([]);
      expect(values.reduce((sum, counts) => sum + counts.credited, 0)).toBe(1);
      expect(await c.balance(cookie)).toBe(540);
      expect(await c.credits(deposit.id)).toBe(1);
      expect(await c.payments(deposit.id)).toBe(1);
      expect(await c.outcomes(deposit.comment)).toEqual(['credited']);
      expect((await c.state(cookie, deposit.id)).status).toBe('credited');
    });
  });

  it('lets a watcher pass and the expiry settle a deposit one way only', async () => {
    await repeatRace(5, async () => {
      const { cookie, deposit } = await sentDeposit();
      const { errors } = settled(
        await race(
          () => c.watch(),
          // Another node whose clock is past the deposit's validity and grace.
          () => c.watch(360 + 900 + 60),
        ),
      );
      expect(errors).toEqual([]);
      const state = await c.state(cookie, deposit.id);
      const outcomes = await c.outcomes(deposit.comment);
      if (state.status === 'credited') {
        expect(outcomes).toEqual(['credited']);
        expect(await c.balance(cookie)).toBe(540);
        expect(await c.credits(deposit.id)).toBe(1);
      } else {
        expect(state.status).toBe('expired');
        expect(outcomes).toEqual(['expired']);
        expect(await c.balance(cookie)).toBe(0);
        expect(await c.payments(deposit.id)).toBe(0);
      }
    });
  });
});
