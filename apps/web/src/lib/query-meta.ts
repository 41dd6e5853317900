import type { QueryClient } from '@tanstack/react-query';

/**
 * What a query declares about itself, so app-wide behaviour can follow it without the query
 * client knowing any feature: sign-in and sign-out drop `userScoped` data, an expired session
 * re-checks the `session` query, and a `clearsRegionError` success closes the region modal.
 */
export interface TQueryMeta extends Record<string, unknown> {
  /** Belongs to the signed-in player (profile, billing, balance, transactions...). */
  userScoped?: boolean;
  /** The current-user query itself. */
  session?: boolean;
  /** A success proves the player is not region-restricted any more (the balance). */
  clearsRegionError?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: TQueryMeta;
  }
}

export const USER_SCOPED_META = { userScoped: true } as const satisfies TQueryMeta;

type TWithMeta = { meta: TQueryMeta | undefined };

export const isUserScoped = (query: TWithMeta): boolean => query.meta?.userScoped === true;
export const isSessionQuery = (query: TWithMeta): boolean => query.meta?.session === true;

/** Drops every player's data from the cache, so nothing of one account shows for the next. */
export function clearUserScopedQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isUserScoped });
}
