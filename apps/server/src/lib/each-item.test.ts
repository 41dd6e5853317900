import { describe, expect, it } from 'vitest';
import { forEachItem } from './each-item';

describe('forEachItem', () => {
  it('works through every item, counting and logging the ones that fail', async () => {
    const seen: number[] = [];
    const warnings: object[] = [];
    const outcome = await forEachItem(
      [1, 2, 3, 4],
      async (item) => {
        if (item === 2) throw new Error('bad row');
        seen.push(item);
        return Promise.resolve();
      },
      { name: 'test loop', log: { warn: (details) => warnings.push(details) } },
    );
    expect(seen).toEqual([1, 3, 4]);
    expect(outcome).toEqual({ done: 3, failed: 1 });
    expect(warnings).toEqual([expect.objectContaining({ item: 2 })]);
  });
});
