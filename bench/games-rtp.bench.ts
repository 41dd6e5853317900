// Game maths: plays millions of rounds of every studio variant (each plinko table, a few dice
// targets, limbo targets and mines strategies) with a fixed server seed and nonces 0..n-1, and
// prints the measured RTP with its 95% confidence interval next to the documented figure. Each
// row has its own client seed, so rows are independent samples.
// Exits non-zero only when a documented RTP falls outside the 99.9% interval: a maths bug.
// BENCH_GAMES_SCALE (default 1) scales every round count.
import {
  crashPayout,
  crashPointOf,
  exactRtp,
  KENO_RISKS,
  nextChainHash,
  playMinesStrategy,
  playRound,
  playVideoPokerStrategy,
  simulateBlackjack,
  VARIANTS,
  type TGameType,
  type TSettled,
} from '@aurum/games';

const SCALE = Number(process.env.BENCH_GAMES_SCALE ?? 1);
const SERVER_SEED = 'aurum-bench-server-seed-2024';
const BET = 1_000_000n;
const Z95 = 1.959964;
const Z999 = 3.290527;

interface TCase {
  type: TGameType;
  variant: string;
  /** Params for exactRtp (mines: `{mines, picks}`), undefined for the variant's defaults. */
  params?: Record<string, unknown>;
  rounds: number;
  play: (nonce: number) => TSettled<unknown>;
  /** A measured figure with no exact value to hold it to (a video poker holding strategy). */
  unchecked?: string;
}

function clientSeedFor(type: TGameType, variant: string, params: unknown): string {
  return `bench:${type}/${variant}:${JSON.stringify(params ?? {})}`;
}

function single(
  type: TGameType,
  variant: string,
  params: Record<string, unknown> | undefined,
  rounds: number,
): TCase {
  const code = { type, variant, theme: 'bench' };
  const given = params ?? {};
  const clientSeed = clientSeedFor(type, variant, params);
  const play = (nonce: number) =>
    playRound(code, { serverSeed: SERVER_SEED, clientSeed, nonce }, given, BET);
  return { type, variant, params, rounds, play };
}

function mines(count: number, picks: number, rounds: number): TCase {
  const params = { mines: count, picks };
  const clientSeed = clientSeedFor('mines', 'classic', params);
  const play = (nonce: number) =>
    playMinesStrategy({ serverSeed: SERVER_SEED, clientSeed, nonce }, count, picks, BET);
  return { type: 'mines', variant: 'classic', params, rounds, play };
}

function videoPoker(strategy: 'simple' | 'stand', rounds: number): TCase {
  const params = { strategy };
  const clientSeed = clientSeedFor('video-poker', 'jacks-or-better', params);
  const play = (nonce: number) =>
    playVideoPokerStrategy({ serverSeed: SERVER_SEED, clientSeed, nonce }, strategy, BET);
  const unchecked = strategy === 'simple' ? 'simple holds; perfect play 99.54' : undefined;
  return { type: 'video-poker', variant: 'jacks-or-better', params, rounds, play, unchecked };
}

const KENO_PICKS = [[7], [3, 13, 23], [1, 9, 17, 25, 33, 40], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]];

/**
 * Crash rounds sampled from a chain (each round's hash is the SHA-256 of the one before), with
 * the automatic cash-out at `cashout` hundredths: paid when it comes before the crash point.
 */
function crash(cashout: number, rounds: number): TCase {
  const params = { cashout };
  const salt = clientSeedFor('crash', 'classic', params);
  let hash = nextChainHash('0'.repeat(64));
  let last = -1;
  const play = (nonce: number): TSettled<unknown> => {
    // The bench plays nonces in order: each round takes the next link of the chain.
    if (nonce !== last + 1) throw new Error('crash rounds are sampled in order');
    last = nonce;
    hash = nextChainHash(hash);
    const crashPoint = crashPointOf(hash, salt);
    const payout = cashout < crashPoint ? crashPayout(BET, cashout) : 0n;
    return {
      outcome: { crashPoint, hash },
      payout,
      multiplier: Number((payout * 10_000n) / BET),
    };
  };
  return { type: 'crash', variant: 'classic', params, rounds, play };
}

const cases: TCase[] = [
  single('dice', 'classic', { target: 5000, direction: 'under' }, 500_000),
  single('dice', 'classic', { target: 100, direction: 'under' }, 500_000),
  single('dice', 'classic', { target: 9800, direction: 'under' }, 500_000),
  single('dice', 'classic', { target: 228, direction: 'over' }, 500_000),
  single('limbo', 'classic', { target: 101 }, 500_000),
  single('limbo', 'classic', { target: 200 }, 500_000),
  single('limbo', 'classic', { target: 1000 }, 500_000),
  single('limbo', 'classic', { target: 10_000 }, 500_000),
  mines(3, 1, 250_000),
  mines(1, 2, 250_000),
  mines(5, 4, 250_000),
  mines(10, 3, 250_000),
  ...[8, 12, 16].flatMap((rows) =>
    ['low', 'medium', 'high'].map((risk) =>
      single('plinko', 'classic', { rows, risk }, rows === 16 ? 150_000 : 200_000),
    ),
  ),
  single('roulette', 'european', { bets: [{ kind: 'red', amount: String(BET) }] }, 500_000),
  single(
    'roulette',
    'european',
    { bets: [{ kind: 'straight', value: 0, amount: String(BET) }] },
    500_000,
  ),
  ...['banker', 'player', 'tie', 'player-pair'].map((kind) =>
    single('baccarat', 'punto-banco', { bets: [{ kind, amount: String(BET) }] }, 300_000),
  ),
  single('baccarat', 'super-6', { bets: [{ kind: 'banker', amount: String(BET) }] }, 300_000),
  ...[1, 2, 5, 10, 20, 40].map((number) =>
    single('wheel-show', 'classic', { bets: [{ number, amount: String(BET) }] }, 300_000),
  ),
  ...(['slot-lines', 'slot-ways'] as const).flatMap((type) =>
    VARIANTS[type].map(({ id }) => single(type, id, undefined, 500_000)),
  ),
  ...KENO_RISKS.flatMap((risk) =>
    KENO_PICKS.map((picks) => single('keno', 'classic', { picks, risk }, 200_000)),
  ),
  videoPoker('stand', 300_000),
  videoPoker('simple', 300_000),
  crash(200, 500_000),
];

/** The figure the README states for the row: VARIANTS for defaults, else exactRtp to 0.01. */
function documentedRtp(entry: TCase): number {
  if (entry.unchecked) return Number.NaN;
  const headline = VARIANTS[entry.type].find((info) => info.id === entry.variant)?.rtp;
  if (entry.params === undefined && headline) return Number(headline);
  return Number(exactRtp(entry.type, entry.variant, entry.params).toFixed(2));
}

function isCapped(settled: TSettled<unknown>): boolean {
  const { outcome } = settled;
  return (
    typeof outcome === 'object' &&
    outcome !== null &&
    'capped' in outcome &&
    outcome.capped === true
  );
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits: number, width: number) => value.toFixed(digits).padStart(width);

console.log(
  `game RTP: server seed ${SERVER_SEED}, a client seed per row, nonces 0..n-1, bet ${BET}, scale ${SCALE}`,
);
console.log(
  `  ${pad('game', 12)}${pad('variant', 16)}${pad('params', 50)}${'rounds'.padStart(9)}` +
    `${'RTP %'.padStart(9)}  ${pad('95% CI', 18)}${'doc %'.padStart(7)}  in CI  ${'rounds/s'.padStart(9)}`,
);
let failures = 0;
let totalRounds = 0;
const started = performance.now();
for (const entry of cases) {
  const rounds = Math.max(1000, Math.round(entry.rounds * SCALE));
  let sum = 0;
  let squares = 0;
  let hits = 0;
  let capped = 0;
  const t0 = performance.now();
  for (let nonce = 0; nonce < rounds; nonce++) {
    const settled = entry.play(nonce);
    const multiple = settled.multiplier / 10_000;
    sum += multiple;
    squares += multiple * multiple;
    if (multiple > 0) hits++;
    if (isCapped(settled)) capped++;
  }
  const seconds = (performance.now() - t0) / 1000;
  totalRounds += rounds;
  const mean = sum / rounds;
  const error = Math.sqrt(Math.max(0, squares / rounds - mean * mean) / (rounds - 1));
  const rtp = 100 * mean;
  const se = 100 * error;
  const documented = documentedRtp(entry);
  const inside95 = Math.abs(documented - rtp) <= Z95 * se;
  const inside999 = entry.unchecked !== undefined || Math.abs(documented - rtp) <= Z999 * se;
  if (!inside999) failures++;
  const params = entry.params ? JSON.stringify(entry.params).replaceAll('"', '') : '-';
  const interval = `${(rtp - Z95 * se).toFixed(2)}–${(rtp + Z95 * se).toFixed(2)}`;
  const notes = [
    entry.type.startsWith('slot') ? `hit ${((100 * hits) / rounds).toFixed(2)}%` : '',
    capped > 0 ? `${capped} capped` : '',
    entry.unchecked ?? '',
    inside999 ? '' : 'OUTSIDE 99.9% INTERVAL',
  ].filter(Boolean);
  console.log(
    `  ${pad(entry.type, 12)}${pad(entry.variant, 16)}${pad(params.slice(0, 49), 50)}` +
      `${String(rounds).padStart(9)}${num(rtp, 3, 9)}  ${pad(interval, 18)}` +
      `${entry.unchecked ? '-'.padStart(7) : num(documented, 2, 7)}  ` +
      `${pad(entry.unchecked ? '-' : inside95 ? 'yes' : 'no', 5)}  ${num(rounds / seconds, 0, 9)}` +
      (notes.length ? `  ${notes.join(', ')}` : ''),
  );
}
// Blackjack is played in steps: basic strategy on rounds dealt from the real seeds, and its RTP
// is the payout over all money staked (doubles, splits), a ratio estimate with its own error.
{
  const rounds = Math.max(1000, Math.round(100_000 * SCALE));
  const t0 = performance.now();
  const clientSeed = clientSeedFor('blackjack', 'classic', undefined);
  const sample = simulateBlackjack(rounds, 0, { serverSeed: SERVER_SEED, clientSeed });
  const seconds = (performance.now() - t0) / 1000;
  totalRounds += rounds;
  const documented = Number(VARIANTS.blackjack[0]?.rtp ?? 0);
  const gap = Math.abs(documented - sample.rtp);
  const inside999 = gap <= Z999 * sample.standardError;
  if (!inside999) failures++;
  const low = sample.rtp - Z95 * sample.standardError;
  const high = sample.rtp + Z95 * sample.standardError;
  console.log(
    `  ${pad('blackjack', 12)}${pad('classic', 10)}${pad('basic strategy', 50)}` +
      `${String(rounds).padStart(9)}${num(sample.rtp, 3, 9)}  ${pad(`${low.toFixed(2)}–${high.toFixed(2)}`, 18)}` +
      `${num(documented, 2, 7)}  ${pad(gap <= Z95 * sample.standardError ? 'yes' : 'no', 5)}  ` +
      `${num(rounds / seconds, 0, 9)}  per bet ${sample.perBet.toFixed(2)}%` +
      (inside999 ? '' : '  OUTSIDE 99.9% INTERVAL'),
  );
}
const elapsed = (performance.now() - started) / 1000;
console.log(
  `  ${totalRounds} rounds in ${elapsed.toFixed(1)}s (${(totalRounds / elapsed).toFixed(0)} rounds/s); ` +
    `expect about 1 row in 20 outside its 95% interval by chance`,
);
if (failures > 0) {
  console.error(`  ${failures} documented RTP(s) outside the 99.9% interval: check the maths`);
  process.exit(1);
}
