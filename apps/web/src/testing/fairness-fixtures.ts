import type { TFairness, TFairRound } from '@aurum/contracts/games';
import { toMoney } from '@aurum/contracts/money';
import {
  cashoutMines,
  hashServerSeed,
  parseGameCode,
  playRound,
  revealMine,
  startMines,
  type TSeeds,
  videoPokerGame,
} from '@aurum/games';

export const SERVER_SEED = 'a3f1c9e2b7d84f60a1c2e3f405162738495a6b7c8d9e0f112233445566778899';

export function aFairness(overrides: Partial<TFairness> = {}): TFairness {
  return {
    serverSeedHash: hashServerSeed('current-secret-seed'),
    clientSeed: 'my-client-seed',
    nonce: 3,
    previous: [],
    ...overrides,
  };
}

const seedsOf = (nonce: number): TSeeds => ({
  serverSeed: SERVER_SEED,
  clientSeed: 'my-client-seed',
  nonce,
});

function aRound(overrides: Partial<TFairRound>): TFairRound {
  return {
    id: 'round-1',
    code: 'dice/classic/neon',
    gameTitle: 'Neon Dice',
    demo: false,
    currency: 'USD',
    bet: toMoney(100n, 2),
    payout: toMoney(0n, 2),
    multiplier: '0.00',
    nonce: 0,
    clientSeed: 'my-client-seed',
    serverSeedHash: hashServerSeed(SERVER_SEED),
    serverSeed: SERVER_SEED,
    params: {},
    actions: [],
    outcome: null,
    status: 'closed',
    createdAt: '2026-03-14T12:00:00.000Z',
    ...overrides,
  };
}

const multiplierText = (tenThousandths: number) => (tenThousandths / 10_000).toFixed(2);

/** A closed dice round decided by the studio's own maths, as the rounds call sends it. */
export function aDiceRound({ id = 'dice-1', nonce = 0 }: { id?: string; nonce?: number } = {}) {
  const code = parseGameCode('dice/classic/neon');
  if (!code) throw new Error('dice/classic/neon is not a game');
  const params = { target: 5000, direction: 'under' };
  const settled = playRound(code, seedsOf(nonce), params, 250n);
  return aRound({
    id,
    nonce,
    params,
    bet: toMoney(250n, 2),
    payout: toMoney(settled.payout, 2),
    multiplier: multiplierText(settled.multiplier),
    outcome: settled.outcome as Record<string, unknown>,
  });
}

/** A mines round replayed from its actions: three mines, two safe tiles opened, a cash-out. */
export function aMinesRound({ id = 'mines-1', nonce = 4 }: { id?: string; nonce?: number } = {}) {
  const params = { mines: 3 };
  let state = startMines(seedsOf(nonce), params);
  const safe = Array.from({ length: 25 }, (_, tile) => tile).filter(
    (tile) => !state.positions.includes(tile),
  );
  const actions: Record<string, unknown>[] = [];
  for (const tile of safe.slice(0, 2)) {
    state = revealMine(state, tile);
    actions.push({ action: 'reveal', tile });
  }
  actions.push({ action: 'cashout' });
  const settled = cashoutMines(state, 1000n);
  return aRound({
    id,
    code: 'mines/classic/gems',
    gameTitle: 'Gem Mines',
    nonce,
    params,
    actions,
    bet: toMoney(1000n, 2),
    payout: toMoney(settled.payout, 2),
    multiplier: multiplierText(settled.multiplier),
    outcome: settled.outcome as unknown as Record<string, unknown>,
  });
}

/** A round of the current pair: its server seed is still secret. */
export function anUnrevealedRound(id = 'hidden-1') {
  return { ...aDiceRound({ id, nonce: 2 }), serverSeed: null };
}

/** A keno round: four picks at high risk. */
export function aKenoRound({ id = 'keno-1', nonce = 6 }: { id?: string; nonce?: number } = {}) {
  const code = parseGameCode('keno/classic/keno');
  if (!code) throw new Error('keno/classic/keno is not a game');
  const params = { picks: [3, 11, 27, 38], risk: 'high' };
  const settled = playRound(code, seedsOf(nonce), params, 500n);
  return aRound({
    id,
    nonce,
    code: 'keno/classic/keno',
    gameTitle: 'Aurum Keno',
    params,
    bet: toMoney(500n, 2),
    payout: toMoney(settled.payout, 2),
    multiplier: multiplierText(settled.multiplier),
    outcome: settled.outcome as Record<string, unknown>,
  });
}

/** A Jacks or Better hand: dealt, the first two cards held, drawn. */
export function aVideoPokerRound({
  id = 'poker-1',
  nonce = 8,
}: { id?: string; nonce?: number } = {}) {
  const hold = [true, true, false, false, false];
  const dealt = videoPokerGame.start(seedsOf(nonce), {}, 200n);
  const settled = videoPokerGame.act(dealt.state, { action: 'draw', hold } as never, 200n).settled;
  if (!settled) throw new Error('the hand did not settle');
  return aRound({
    id,
    nonce,
    code: 'video-poker/jacks-or-better/poker',
    gameTitle: 'Jacks or Better',
    bet: toMoney(200n, 2),
    payout: toMoney(settled.payout, 2),
    multiplier: multiplierText(settled.multiplier),
    actions: [{ action: 'draw', hold }],
    outcome: settled.outcome as Record<string, unknown>,
  });
}
