export interface TItemLog {
  warn(details: object, message: string): void;
}

export interface TItemsOutcome {
  /** Items whose work finished. */
  done: number;
  /** Items whose work threw: logged, left as they were, tried again on the next run. */
  failed: number;
}

/**
 * A background loop's pass over its items: each item's work runs on its own (its own
 * transaction, inside `work`), and one that fails is logged and counted but never stops the
 * items after it.
 */
export async function forEachItem<T>(
  items: Iterable<T>,
  work: (item: T) => Promise<unknown>,
  context: { log?: TItemLog; name: string },
): Promise<TItemsOutcome> {
  const outcome = { done: 0, failed: 0 };
  for (const item of items) {
    try {
      await work(item);
      outcome.done += 1;
    } catch (error) {
      outcome.failed += 1;
      context.log?.warn({ err: error, item }, `${context.name}: item failed, will retry`);
    }
  }
  return outcome;
}
