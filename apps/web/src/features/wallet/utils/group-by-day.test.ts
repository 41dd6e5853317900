import { describe, expect, it } from 'vitest';
import { groupByDay, localDay, nameDay } from './group-by-day';

const at = (year: number, month: number, day: number, hour = 12) =>
  new Date(year, month - 1, day, hour).toISOString();

describe('groupByDay', () => {
  it('cuts a newest-first list into one group per local day, in order', () => {
    const items = [
      { id: 'a', timestamp: at(2026, 3, 2, 18) },
      { id: 'b', timestamp: at(2026, 3, 2, 9) },
      { id: 'c', timestamp: at(2026, 3, 1, 23) },
    ];
    expect(groupByDay(items).map(({ day, items: group }) => [day, group.map((i) => i.id)])).toEqual(
      [
        ['2026-03-02', ['a', 'b']],
        ['2026-03-01', ['c']],
      ],
    );
  });
});

describe('nameDay', () => {
  const now = new Date(2026, 2, 2, 10);
  it('names today and yesterday, and dates otherwise', () => {
    expect(nameDay(localDay(now), now)).toEqual({ kind: 'today' });
    expect(nameDay('2026-03-01', now)).toEqual({ kind: 'yesterday' });
    expect(nameDay('2026-02-27', now)).toEqual({ kind: 'date', date: new Date(2026, 1, 27) });
  });
});
