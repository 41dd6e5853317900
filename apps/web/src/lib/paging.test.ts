import { describe, expect, it } from 'vitest';
import { nextPageOffset } from './paging';

describe('nextPageOffset', () => {
  it.each([
    [{ offset: 0, limit: 30, total: 95 }, 30],
    [{ offset: 30, limit: 30, total: 95 }, 60],
    [{ offset: 60, limit: 30, total: 95 }, 90],
    [{ offset: 90, limit: 30, total: 95 }, undefined],
    [{ offset: 0, limit: 30, total: 30 }, undefined],
    [{ offset: 0, limit: 30, total: 31 }, 30],
    [{ offset: 0, limit: 30, total: 0 }, undefined],
  ])('after %o the next page starts at %s', (meta, next) => {
    expect(nextPageOffset(meta)).toBe(next);
  });
});
