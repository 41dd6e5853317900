import { describe } from 'vitest';

/**
 * Races only show on a real PostgreSQL server: PGlite runs one transaction at a time, so a race
 * test that passes there proves nothing. These suites run in CI's PostgreSQL pass.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/** `describe` for race suites: runs against PostgreSQL, skipped on PGlite. */
export const describeRaces = describe.runIf(onPostgres);

/**
 * Fires every call at the same moment: each waits on one gate that opens once all have been
 * started, so their requests reach the database together. Answers each call's outcome, in order.
 */
export async function race<T>(...calls: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const running = calls.map(async (call) => {
    await gate;
    return call();
  });
  open();
  return Promise.allSettled(running);
}

/**
 * Runs `round` `times` times, one after another, each round a fresh race (a new order, a new
 * player...); a race that goes wrong in some interleavings only shows over many rounds.
 */
export async function repeatRace(times: number, round: (index: number) => Promise<void>) {
  for (let index = 0; index < times; index += 1) await round(index);
}

/** The values of the fulfilled outcomes, and the reasons of the rejected ones. */
export function settled<T>(outcomes: PromiseSettledResult<T>[]) {
  return {
    values: outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : [])),
    errors: outcomes.flatMap((outcome): unknown[] =>
      outcome.status === 'rejected' ? [outcome.reason] : [],
    ),
  };
}
