import { describe, expect, it } from 'vitest';
import { aSportBet, aUsdMoney } from '@/testing/sportsbook-fixtures';
import { upsertBet } from './upsert-bet';

const page = (...ids: string[]) => ({
  items: ids.map((id) => aSportBet({ id })),
  meta: { total: ids.length + 10 },
});
const ids = (result: ReturnType<typeof upsertBet>) => result.items.map((bet) => bet.id);

describe('upsertBet', () => {
  it('replaces a listed bet that stays in its list', () => {
    const accepted = aSportBet({ id: 'b', potentialPayout: aUsdMoney('30.00') });
    const result = upsertBet(page('a', 'b'), accepted, 'open');
    expect(ids(result)).toEqual(['a', 'b']);
    expect(result.items[1]).toBe(accepted);
    expect(result.meta.total).toBe(12);
  });

  it('takes a settled bet out of the open list and puts it first in the settled one', () => {
    const won = aSportBet({ id: 'b', status: 'won' });
    expect(upsertBet(page('a', 'b'), won, 'open')).toEqual({
      items: [aSportBet({ id: 'a' })],
      meta: { total: 11 },
    });
    const settled = upsertBet(page('x'), won, 'settled');
    expect(ids(settled)).toEqual(['b', 'x']);
    expect(settled.meta.total).toBe(12);
  });

  it('puts a reopened bet back among the open ones, and leaves a list it is not in alone', () => {
    const reopened = aSportBet({ id: 'b', status: 'open' });
    expect(ids(upsertBet(page('a'), reopened, 'open'))).toEqual(['b', 'a']);
    const list = page('x');
    expect(upsertBet(list, reopened, 'settled')).toBe(list);
  });
});
