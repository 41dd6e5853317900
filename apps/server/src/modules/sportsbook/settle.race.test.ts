import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeRaces, race, repeatRace, settled } from '../../test/race';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';
import { betsTestApp, settled1x2, single, type TBetsHarness } from '../../test/sportsbook-bets';
import { T0 } from './test-feed.fixture';

const ROUNDS = 5;
const PLAYERS = 4;

describeRaces('sportsbook settlement batches on PostgreSQL', () => {
  const app = betsTestApp();
  let h: TBetsHarness;
  beforeAll(() => ({ h } = app.current()));

  let clock = T0 + 1000;
  const tick = () => (clock += 1000);
  const key = () => `k-${randomUUID()}`;
  const healthy = async () => expect(await checkLedgerInvariants(h.db)).toEqual(HEALTHY_LEDGER);
  const players = () => Promise.all(Array.from({ length: PLAYERS }, () => h.player(100_00n)));

  it("a batch settling several players' bets while the same players place and cash out: each moves money once", async () => {
    await repeatRace(ROUNDS, async () => {
      const users = await players();
      const event = await h.event();
      const other = await h.event();
      const place = (user: string, slip: ReturnType<typeof single>) =>
        h.bets.place(user, key(), slip);
      const won = await Promise.all(
        users.map((user) => place(user, single(event.id, event.main, 'home', 2100))),
      );
      const lost = await Promise.all(
        users.map((user) => place(user, single(event.id, event.main, 'away', 3500))),
      );
      const kept = await Promise.all(
        users.map((user) => place(user, single(other.id, other.main, 'home', 2100))),
      );
      const quotes = await Promise.all(
        users.map((user, index) => h.bets.cashOutQuote(user, kept[index]?.id ?? '', 1000)),
      );
      await h.feed.send(settled1x2(event.id, 'home', tick()));

      const outcomes = await race<unknown>(
        () => h.bets.settleDue(),
        ...users.map(
          (user) => () => place(user, single(other.id, other.main, 'draw', 3400, '5.00')),
        ),
        ...users.map(
          (user, index) => () =>
            h.bets.cashOut(user, kept[index]?.id ?? '', quotes[index]?.token ?? ''),
        ),
      );
      expect(settled(outcomes).errors).toEqual([]);
      await h.bets.settleDue();
      for (const [index, user] of users.entries()) {
        const cashed = BigInt(quotes[index]?.amount.value ?? '0');
        // 100.00 - three 10.00 stakes - 5.00 + 21.00 won + the cash-out.
        expect(await h.main(user)).toBe(100_00n - 30_00n - 5_00n + 21_00n + cashed);
        expect(await h.transfersOf(won[index]?.id ?? '')).toEqual([
          'sportsbook_bet',
          'sportsbook_bet_settle',
        ]);
        expect(await h.transfersOf(lost[index]?.id ?? '')).toEqual([
          'sportsbook_bet',
          'sportsbook_bet_lost',
        ]);
        expect(await h.transfersOf(kept[index]?.id ?? '')).toEqual([
          'sportsbook_bet',
          'sportsbook_cash_out',
        ]);
      }
    });
    await healthy();
  });

  it('a cash-out racing the batch that settles its bet: exactly one pays, and the rest of the batch settles', async () => {
    await repeatRace(ROUNDS, async () => {
      const users = await players();
      const event = await h.event();
      const bets = await Promise.all(
        users.map((user) => h.bets.place(user, key(), single(event.id, event.main, 'home', 2100))),
      );
      const [first] = users;
      const [cashing] = bets;
      if (!first || !cashing) throw new Error('no bets');
      const quote = await h.bets.cashOutQuote(first, cashing.id, 1000);
      await h.feed.send(settled1x2(event.id, 'home', tick()));
      const [cashed] = await race<unknown>(
        () => h.bets.cashOut(first, cashing.id, quote.token),
        () => h.bets.settleDue(),
      );
      await h.bets.settleDue();
      if (cashed?.status === 'fulfilled') {
        expect(await h.transfersOf(cashing.id)).toEqual(['sportsbook_bet', 'sportsbook_cash_out']);
        expect(await h.main(first)).toBe(90_00n + BigInt(quote.amount.value));
      } else {
        expect(cashed?.reason).toMatchObject({ detail: 'cash_out_unavailable' });
        expect(await h.transfersOf(cashing.id)).toEqual([
          'sportsbook_bet',
          'sportsbook_bet_settle',
        ]);
        expect(await h.main(first)).toBe(111_00n);
      }
      for (const [index, user] of users.entries()) {
        if (index === 0) continue;
        expect((await h.bets.one(user, bets[index]?.id ?? '')).status).toBe('won');
        expect(await h.main(user)).toBe(111_00n);
      }
    });
    await healthy();
  });

  it('two passes at once over markets whose players overlap: every bet settles once', async () => {
    await repeatRace(ROUNDS, async () => {
      const users = await players();
      const events = [await h.event(), await h.event()];
      const bets = [];
      for (const event of events) {
        // Each market's players in a different order, so batches meet them crosswise.
        const order = event === events[0] ? users : [...users].reverse();
        for (const user of order)
          bets.push(await h.bets.place(user, key(), single(event.id, event.main, 'home', 2100)));
      }
      const at = tick();
      await h.feed.send(...events.map((event) => settled1x2(event.id, 'home', at)));
      const { errors } = settled(
        await race(
          () => h.bets.settleDue(),
          () => h.bets.settleDue(),
        ),
      );
      expect(errors).toEqual([]);
      for (const bet of bets)
        expect(await h.transfersOf(bet.id)).toEqual(['sportsbook_bet', 'sportsbook_bet_settle']);
      for (const user of users) expect(await h.main(user)).toBe(100_00n - 20_00n + 42_00n);
    });
    await healthy();
  });
});
