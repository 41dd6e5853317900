import type { App } from './http';

/** Runs `work` on a timer until the app closes; 0 seconds never runs it. */
export function everySeconds(
  app: App,
  seconds: number,
  name: string,
  work: () => Promise<unknown>,
): void {
  if (seconds === 0) return;
  const timer = setInterval(() => {
    work().catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`));
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}

/**
 * `work` for a timer whose run may outlast the interval: a tick that comes while the last run
 * is still going is skipped, so runs never pile up or overlap (the next tick comes soon).
 */
export function skipWhileRunning(work: () => Promise<unknown>): () => Promise<unknown> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } finally {
      running = false;
    }
  };
}
