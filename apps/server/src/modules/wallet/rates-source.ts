import { randomInt } from 'node:crypto';
import { rateToString, scaleRate } from '../../lib/exchange';

/** Where exchange rates come from: a market-data provider in production, the sandbox here. */
export interface RatesSource {
  name: string;
  /** Current rates (value of one unit in the account currency) for the given currencies. */
  fetch(
    current: { currencyCode: string; rate: string }[],
  ): Promise<{ currencyCode: string; rate: string }[]>;
}

/**
 * The sandbox market: each rate moves by at most ±0.2% a tick in a random walk kept within
 * ±10% of where it started. The account currency (rate 1) never moves.
 */
export function createSandboxRatesSource(anchors: ReadonlyMap<string, string>): RatesSource {
  const STEP_PPM = 2_000n;
  const BAND_PPM = 100_000n;
  return {
    name: 'sandbox',
    fetch(current) {
      const next = current
        .filter(({ currencyCode }) => anchors.get(currencyCode) !== '1')
        .map(({ currencyCode, rate }) => {
          const anchor = scaleRate(anchors.get(currencyCode) ?? rate);
          const stepPpm = BigInt(randomInt(-Number(STEP_PPM), Number(STEP_PPM) + 1));
          let next = (scaleRate(rate) * (1_000_000n + stepPpm)) / 1_000_000n;
          const low = (anchor * (1_000_000n - BAND_PPM)) / 1_000_000n;
          const high = (anchor * (1_000_000n + BAND_PPM)) / 1_000_000n;
          if (next < low) next = low;
          if (next > high) next = high;
          return { currencyCode, rate: rateToString(next > 0n ? next : 1n) };
        });
      return Promise.resolve(next);
    },
  };
}
