import type { TPageMeta } from '@aurum/contracts/http';

/**
 * Where the next page of an offset-paged list starts: `offset + limit` while that is still
 * inside the list, otherwise `undefined` (TanStack Query's "no more pages").
 */
export function nextPageOffset(meta: TPageMeta): number | undefined {
  const next = meta.offset + meta.limit;
  return next < meta.total ? next : undefined;
}
