import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { describeRaces, race, repeatRace, settled } from '../../test/race';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';
import { createRgTestApp, ORDER_CENTS, usd } from './rg.fixture';

const RACERS = 8;

describeRaces('responsible-gaming limits under concurrency (PostgreSQL)', () => {
  let rg: Awaited<ReturnType<typeof createRgTestApp>>;
  let database: Database;
  beforeAll(async () => {
    rg = await createRgTestApp('rg-race-secret-0123456789abcdef0123');
    database = await openDatabase(rg.t.config.database);
  });
  afterAll(async () => {
    await database.close();
    await rg.t.close();
  });

  const statuses = async <T extends { statusCode: number }>(calls: (() => Promise<T>)[]) => {
    const { values, errors } = settled(await race(...calls));
    expect(errors).toEqual([]);
    return values;
  };

  it('concurrent deposit orders against a deposit limit: exactly as many as fit are opened', async () => {
    await repeatRace(5, async (round) => {
      const p = await rg.player();
      const fit = 1 + (round % 3);
      await p.setLimit('deposit', 'day', usd(fit * ORDER_CENTS));
      const answers = await statuses(Array.from({ length: RACERS }, () => () => p.buy()));
      const opened = answers.filter((res) => res.statusCode === 200);
      const refused = answers.filter((res) => res.statusCode !== 200);
      expect(opened).toHaveLength(fit);
      for (const res of refused) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ detail: 'rg_deposit_limit', remaining: '0.00' });
      }
    });
  });

  it('concurrent stakes against a wager limit: exactly as many as fit are placed, money exact', async () => {
    await repeatRace(5, async (round) => {
      const p = await rg.player('10');
      const fit = 2 + (round % 3);
      await p.setLimit('wager', 'day', usd(fit * 30));
      const answers = await statuses(Array.from({ length: RACERS }, () => () => p.bet(30)));
      const placed = answers.filter((res) => res.statusCode === 200);
      expect(placed).toHaveLength(fit);
      for (const res of answers.filter((answer) => answer.statusCode !== 200))
        expect(res.json()).toMatchObject({ detail: 'rg_wager_limit' });
      expect(await p.money()).toBe(1000 - fit * 30);
      const state = await p.rg();
      expect(state.limits[0]).toMatchObject({ used: { value: String(fit * 30) } });
    });
    expect(await checkLedgerInvariants(database.db)).toEqual(HEALTHY_LEDGER);
  });
});
