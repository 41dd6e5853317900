// Prize wheel: 1,000,000 simulated spins of the demo table with the server's own draw
// (node:crypto randomInt over cumulative weights), printing each prize's expected and observed
// frequency, their ratio and z-score, the largest relative deviation, and the expected and
// observed cost per spin (main and bonus prizes at face value).
// Exits non-zero only when a frequency lies more than 5 standard errors from its weight's: a
// broken draw, not chance (about 1 run in 100,000 for the whole table).
// BENCH_WHEEL_SPINS (default 1,000,000) sets the number of spins.
import { parseDecimal } from '@aurum/contracts/money';
import { drawPrize, expectedCost } from '../apps/server/src/modules/wheel/draw';
import { DEMO_WHEEL } from '../apps/server/src/modules/wheel/wheel.seed';
import { ACCOUNT_PRECISION } from '../apps/server/src/modules/wallet/currencies.seed';

const SPINS = Number(process.env.BENCH_WHEEL_SPINS ?? 1_000_000);
const Z_LIMIT = 5;
const CENT = 10 ** ACCOUNT_PRECISION;

const prizes = DEMO_WHEEL.map((prize) => ({
  ...prize,
  amount: parseDecimal(prize.amount, ACCOUNT_PRECISION),
}));
const weights = prizes.map((prize) => prize.weight);
const total = weights.reduce((sum, weight) => sum + weight, 0);
const costs = (kind: string) => kind === 'main' || kind === 'bonus';

const counts = weights.map(() => 0);
const started = performance.now();
for (let spin = 0; spin < SPINS; spin += 1) {
  const index = drawPrize(weights);
  counts[index] = (counts[index] ?? 0) + 1;
}
const seconds = (performance.now() - started) / 1000;

const pad = (text: string, width: number) => text.padStart(width);
console.log(`wheel: ${SPINS} spins of the demo table (total weight ${total}), node:crypto draws`);
console.log(
  `  ${'#'.padEnd(3)}${'kind'.padEnd(6)}${pad('amount', 10)}${pad('weight', 8)}` +
    `${pad('expected %', 12)}${pad('observed %', 12)}${pad('ratio', 8)}${pad('z', 7)}`,
);
let maxDeviation = 0;
let outliers = 0;
let paid = 0n;
for (const [index, prize] of prizes.entries()) {
  const count = counts[index] ?? 0;
  const p = prize.weight / total;
  const observed = count / SPINS;
  const error = Math.sqrt((p * (1 - p)) / SPINS);
  const z = error === 0 ? (count === 0 ? 0 : Infinity) : (observed - p) / error;
  const ratio = p === 0 ? (count === 0 ? 1 : Infinity) : observed / p;
  if (p > 0) maxDeviation = Math.max(maxDeviation, Math.abs(ratio - 1));
  if (Math.abs(z) > Z_LIMIT) outliers += 1;
  if (costs(prize.kind)) paid += prize.amount * BigInt(count);
  console.log(
    `  ${String(index).padEnd(3)}${prize.kind.padEnd(6)}${pad(`$${prize.amount === 0n ? '0' : (Number(prize.amount) / CENT).toFixed(2)}`, 10)}` +
      `${pad(String(prize.weight), 8)}${pad((100 * p).toFixed(4), 12)}${pad((100 * observed).toFixed(4), 12)}` +
      `${pad(ratio.toFixed(4), 8)}${pad(z.toFixed(2), 7)}` +
      (Math.abs(z) > Z_LIMIT ? '  OUTSIDE' : ''),
  );
}
const expected = Number(expectedCost(prizes)) / CENT;
const exact =
  prizes.reduce(
    (sum, prize) => (costs(prize.kind) ? sum + Number(prize.amount) * prize.weight : sum),
    0,
  ) /
  total /
  CENT;
const observedCost = Number(paid) / SPINS / CENT;
console.log(
  `  max relative deviation ${(100 * maxDeviation).toFixed(2)}% (the rarest prizes deviate most by chance)`,
);
console.log(
  `  cost per spin: expected $${exact.toFixed(4)} (the back office shows $${expected.toFixed(2)}), ` +
    `observed $${observedCost.toFixed(4)}, ratio ${(observedCost / exact).toFixed(4)}`,
);
console.log(`  ${SPINS} draws in ${seconds.toFixed(2)}s (${(SPINS / seconds).toFixed(0)} draws/s)`);
if (outliers > 0) {
  console.error(
    `  ${outliers} prize frequencies beyond ${Z_LIMIT} standard errors: check the draw`,
  );
  process.exit(1);
}
