import { eq } from 'drizzle-orm';
import type { TSportBet } from '@aurum/contracts/sportsbook';
import { beforeAll, expect, it } from 'vitest';
import { sbBets } from '../../db/schema';
import { describeRaces, race, repeatRace, settled } from '../../test/race';
import { checkLedgerInvariants, HEALTHY_LEDGER } from '../wallet/ledger-invariants';
import { betsTestApp, settled1x2, single, type TBetsHarness } from '../../test/sportsbook-bets';
import { oddsChange, PRODUCER, T0 } from './test-feed.fixture';

const ROUNDS = 5;

/** The feed's side of a race: answers no bet, so both sides race as one type. */
const feedSide = (work: () => Promise<unknown>) => async (): Promise<TSportBet | undefined> => {
  await work();
  return undefined;
};

describeRaces('sportsbook bet races on PostgreSQL', () => {
  const app = betsTestApp();
  let h: TBetsHarness;
  beforeAll(() => ({ h } = app.current()));

  let clock = T0 + 1000;
  const tick = () => (clock += 1000);
  const settleMessage = (eventId: string, won: 'home' | 'away') =>
    h.feed.send(settled1x2(eventId, won, tick()));
  const betsOf = (userId: string) => h.db.select().from(sbBets).where(eq(sbBets.userId, userId));
  const healthy = async () => expect(await checkLedgerInvariants(h.db)).toEqual(HEALTHY_LEDGER);

  it('the same slip sent twice at once is one bet and one stake', async () => {
    await repeatRace(ROUNDS, async (round) => {
      const user = await h.player(100_00n);
      const event = await h.event();
      const slip = single(event.id, event.main, 'home', 2100);
      const outcomes = await race(
        () => h.bets.place(user, `same-${round}`, slip),
        () => h.bets.place(user, `same-${round}`, slip),
      );
      const { values, errors } = settled(outcomes);
      expect(errors).toEqual([]);
      expect(new Set(values.map((bet) => bet.id)).size).toBe(1);
      expect(await betsOf(user)).toHaveLength(1);
      expect(await h.main(user)).toBe(90_00n);
    });
    await healthy();
  });

  it('a placement racing an odds change takes the old odds or refuses, never the new at the old', async () => {
    await repeatRace(ROUNDS, async () => {
      const user = await h.player(100_00n);
      const event = await h.event();
      const outcomes = await race(
        () => h.bets.place(user, 'odds', single(event.id, event.main, 'home', 2100)),
        feedSide(() => h.feed.send(oddsChange(event.id, tick(), [1800, 3400, 3500, 1900, 1900]))),
      );
      const [placed] = outcomes;
      const bets = await betsOf(user);
      if (placed?.status === 'fulfilled') {
        expect(placed.value?.legs[0]?.odds).toBe(2100);
        expect(bets).toHaveLength(1);
        expect(await h.main(user)).toBe(90_00n);
      } else {
        expect(placed?.reason).toMatchObject({ detail: 'odds_changed' });
        expect(bets).toHaveLength(0);
        expect(await h.main(user)).toBe(100_00n);
      }
    });
    await healthy();
  });

  it('a placement racing a bet stop is placed before it or refused after it', async () => {
    await repeatRace(ROUNDS, async () => {
      const user = await h.player(100_00n);
      const event = await h.event();
      const [placed] = await race(
        () => h.bets.place(user, 'stop', single(event.id, event.main, 'home', 2100)),
        feedSide(() =>
          h.feed.send({
            type: 'bet_stop',
            producer: PRODUCER,
            timestamp: tick(),
            eventId: event.id,
          }),
        ),
      );
      if (placed?.status === 'rejected')
        expect(placed.reason).toMatchObject({ detail: 'market_suspended' });
      expect(await h.main(user)).toBe(placed?.status === 'fulfilled' ? 90_00n : 100_00n);
    });
    await healthy();
  });

  it('a placement racing a settlement is refused, or placed and then settled exactly once', async () => {
    await repeatRace(ROUNDS, async () => {
      const user = await h.player(100_00n);
      const event = await h.event();
      const [placed] = await race(
        () => h.bets.place(user, 'settle', single(event.id, event.main, 'home', 2100)),
        feedSide(async () => {
          await settleMessage(event.id, 'home');
          await h.bets.settleDue();
        }),
      );
      await h.bets.settleDue();
      if (placed?.status === 'fulfilled') {
        expect(await h.transfersOf(placed.value?.id ?? '')).toEqual([
          'sportsbook_bet',
          'sportsbook_bet_settle',
        ]);
        expect((await h.bets.one(user, placed.value?.id ?? '')).status).toBe('won');
        expect(await h.main(user)).toBe(111_00n);
      } else {
        expect(placed?.reason).toMatchObject({ detail: 'market_suspended' });
        expect(await h.main(user)).toBe(100_00n);
      }
    });
    await healthy();
  });

  it('a cash-out racing the settlement: exactly one of them pays', async () => {
    await repeatRace(ROUNDS, async () => {
      const user = await h.player(100_00n);
      const event = await h.event();
      const bet = await h.bets.place(user, 'cash', single(event.id, event.main, 'home', 2100));
      const quote = await h.bets.cashOutQuote(user, bet.id, 1000);
      const [cashed] = await race(
        () => h.bets.cashOut(user, bet.id, quote.token),
        feedSide(async () => {
          await settleMessage(event.id, 'home');
          await h.bets.settle(bet.id);
        }),
      );
      await h.bets.settleDue();
      const transfers = await h.transfersOf(bet.id);
      const final = await h.bets.one(user, bet.id);
      if (cashed?.status === 'fulfilled') {
        expect(final.status).toBe('cashed_out');
        expect(transfers).toEqual(['sportsbook_bet', 'sportsbook_cash_out']);
        expect(await h.main(user)).toBe(90_00n + BigInt(quote.amount.value));
      } else {
        expect(cashed?.reason).toMatchObject({ detail: 'cash_out_unavailable' });
        expect(final.status).toBe('won');
        expect(transfers).toEqual(['sportsbook_bet', 'sportsbook_bet_settle']);
        expect(await h.main(user)).toBe(111_00n);
      }
    });
    await healthy();
  });

  it('two cash-outs of one bet at once: one pays, the other is refused', async () => {
    await repeatRace(ROUNDS, async () => {
      const user = await h.player(100_00n);
      const event = await h.event();
      const bet = await h.bets.place(user, 'twice', single(event.id, event.main, 'home', 2100));
      const whole = await h.bets.cashOutQuote(user, bet.id, 1000);
      const half = await h.bets.cashOutQuote(user, bet.id, 500);
      const { values, errors } = settled(
        await race(
          () => h.bets.cashOut(user, bet.id, whole.token),
          () => h.bets.cashOut(user, bet.id, half.token),
        ),
      );
      expect(values).toHaveLength(1);
      expect(errors).toEqual([expect.objectContaining({ detail: 'cash_out_unavailable' })]);
      expect(await h.transfersOf(bet.id)).toEqual(['sportsbook_bet', 'sportsbook_cash_out']);
    });
    await healthy();
  });

  it('a live bet decided while its odds change: accepted at its odds or rejected, one movement', async () => {
    await repeatRace(ROUNDS, async () => {
      const user = await h.player(100_00n);
      const event = await h.event({ live: true, delay: 1 });
      const bet = await h.bets.place(user, 'live', single(event.id, event.main, 'home', 2100));
      h.feed.advance(1000);
      await race(
        async () => {
          await h.bets.decide(bet.id);
          return undefined;
        },
        feedSide(() => h.feed.send(oddsChange(event.id, tick(), [1800, 3400, 3500, 1900, 1900]))),
      );
      h.feed.advance(-1000);
      const final = await h.bets.one(user, bet.id);
      const transfers = await h.transfersOf(bet.id);
      if (final.status === 'open') {
        expect(final.legs[0]?.odds).toBe(2100);
        expect(transfers).toEqual(['sportsbook_bet', 'sportsbook_bet_accept']);
        expect(await h.main(user)).toBe(90_00n);
      } else {
        expect(final).toMatchObject({ status: 'rejected', rejectReason: 'odds_changed' });
        expect(transfers).toEqual(['sportsbook_bet', 'sportsbook_bet_reject']);
        expect(await h.main(user)).toBe(100_00n);
      }
    });
    expect(await h.house('sportsbook_pending')).toBe(0n);
    await healthy();
  });
});
