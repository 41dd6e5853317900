import { sportBetsChannel, type TEventDetail, type TSportBet } from '@aurum/contracts/sportsbook';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, nextPublication, signedUpSocket, subscribe, within } from '../../test/sockets';
import { settled1x2, single } from '../../test/sportsbook-bets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fixture, oddsChange, PRODUCER, scriptedFeed } from './test-feed.fixture';

const DELAY_SECONDS = 5;
/** Long enough for the bets loop (every second here) to come round, with room to spare. */
const LOOP_WAIT_MS = 10_000;

describe('sport bets on the realtime gateway', () => {
  let t: TestApp;
  let url: string;
  const feed = scriptedFeed();
  let now = Date.now();
  const sockets: Socket[] = [];
  const eventId = 'rt:live:1';

  beforeAll(async () => {
    t = await createTestApp(
      { SPORTSBOOK_BETS_SECONDS: '1' },
      { sportsbookFeed: feed, clock: () => new Date(now) },
    );
    url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    await feed.send({ type: 'alive', producer: PRODUCER, timestamp: now, subscribed: true });
    // The recovery the heartbeat asked for completes on the next tick.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await feed.send(
      fixture(eventId, now, {
        startsAt: now - 600_000,
        status: 'live',
        betDelaySeconds: DELAY_SECONDS,
      }),
      oddsChange(eventId, now + 1),
    );
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  /** A signed-up player with 50.00 deposited and a live connection. */
  async function connectedPlayer() {
    const { player, socket, globalId } = await signedUpSocket(t.app, url);
    sockets.push(socket);
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/deposits',
      payload: { globalId, currency: 'USD', amount: '50' },
    });
    return { cookie: player.cookie, globalId, socket };
  }

  const betPublication = (socket: Socket, globalId: string, status: TSportBet['status']) =>
    within(
      nextPublication(
        socket,
        sportBetsChannel(globalId),
        (publication) => publication.data.status === status,
      ),
      LOOP_WAIT_MS,
    ).then((publication) => publication.data as TSportBet);

  it("lets only the bet's player subscribe to their bets channel", async () => {
    const owner = await connectedPlayer();
    const other = await connectedPlayer();
    const visitor = await connect(url);
    sockets.push(visitor);
    expect(await subscribe(owner.socket, sportBetsChannel(owner.globalId))).toEqual({ ok: true });
    expect(await subscribe(other.socket, sportBetsChannel(owner.globalId))).toEqual({
      error: 'forbidden',
    });
    expect(await subscribe(visitor, sportBetsChannel(owner.globalId))).toEqual({
      error: 'forbidden',
    });
  });

  it('publishes a live bet as placed, as accepted after its delay and as settled', async () => {
    const { cookie, globalId, socket } = await connectedPlayer();
    await subscribe(socket, sportBetsChannel(globalId));
    const current = async (betId: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/sportsbook/bets/${betId}`,
          headers: { cookie },
        })
      ).json<TSportBet>();

    const event = (
      await t.app.inject({ method: 'GET', url: `/api/v2/sportsbook/events/${eventId}` })
    ).json<TEventDetail>();
    const main = event.markets.find((market) => market.type === '1x2');
    if (!main) throw new Error('the event has no 1X2 market');

    const placed = betPublication(socket, globalId, 'pending');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/sportsbook/bets',
      headers: { cookie },
      payload: single(eventId, main.id, 'home', 2100),
    });
    expect(res.statusCode).toBe(200);
    const bet = res.json<TSportBet>();
    expect(await placed).toEqual(bet);

    const accepted = betPublication(socket, globalId, 'open');
    now += DELAY_SECONDS * 1000;
    expect(await accepted).toMatchObject({ id: bet.id, legs: [{ result: 'open' }] });
    expect(await accepted).toEqual(await current(bet.id));

    const won = betPublication(socket, globalId, 'won');
    await feed.send(settled1x2(eventId, 'home', now));
    expect(await won).toMatchObject({
      id: bet.id,
      payout: { value: '2100' },
      legs: [{ result: 'won' }],
    });
    expect(await won).toEqual(await current(bet.id));
  });
});
