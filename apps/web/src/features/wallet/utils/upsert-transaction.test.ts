import { describe, expect, it } from 'vitest';
import { aTransaction } from '@/testing/fixtures';
import { containsTransaction, upsertTransaction } from './upsert-transaction';

const first = aTransaction({ id: 'first', status: 'pending' });
const second = aTransaction({ id: 'second' });
const third = aTransaction({ id: 'third' });
const history = {
  pages: [
    { items: [first, second], meta: { offset: 0, limit: 2, total: 3 } },
    { items: [third], meta: { offset: 2, limit: 2, total: 3 } },
  ],
  pageParams: [0, 2],
};

const ids = (data: { pages: { items: { id: string }[] }[] }) =>
  data.pages.map((page) => page.items.map((item) => item.id));

describe('upsertTransaction', () => {
  it('replaces a listed transaction where it is, leaving the rest alone', () => {
    const next = upsertTransaction(history, { ...first, status: 'completed' });
    expect(ids(next)).toEqual([['first', 'second'], ['third']]);
    expect(next.pages[0]?.items[0]?.status).toBe('completed');
    expect(next.pages.map((page) => page.meta.total)).toEqual([3, 3]);
  });

  it('puts a new transaction first and counts it in every page total', () => {
    const next = upsertTransaction(history, aTransaction({ id: 'new' }));
    expect(ids(next)).toEqual([['new', 'first', 'second'], ['third']]);
    expect(next.pages.map((page) => page.meta.total)).toEqual([4, 4]);
    expect(next.pageParams).toEqual([0, 2]);
  });

  it('knows which transactions are loaded', () => {
    expect(containsTransaction(history, 'third')).toBe(true);
    expect(containsTransaction(history, 'missing')).toBe(false);
  });
});
