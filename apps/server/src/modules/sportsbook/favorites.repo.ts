import { and, asc, eq } from 'drizzle-orm';
import type { TSportsbookFavorites } from '@aurum/contracts/sportsbook';
import type { Db } from '../../db/client';
import { sbFavorites } from '../../db/schema';

export type TFavoriteKind = 'event' | 'tournament';

/** A player's favourite events and tournaments: one row each, the primary key keeps them unique. */
export function createFavoritesRepo(db: Db) {
  return {
    async list(userId: string): Promise<TSportsbookFavorites> {
      const rows = await db
        .select({ kind: sbFavorites.kind, ref: sbFavorites.ref })
        .from(sbFavorites)
        .where(eq(sbFavorites.userId, userId))
        .orderBy(asc(sbFavorites.createdAt), asc(sbFavorites.ref));
      const of = (kind: TFavoriteKind) =>
        rows.filter((row) => row.kind === kind).map((row) => row.ref);
      return { events: of('event'), tournaments: of('tournament') };
    },

    async add(userId: string, kind: TFavoriteKind, ref: string): Promise<void> {
      await db.insert(sbFavorites).values({ userId, kind, ref }).onConflictDoNothing();
    },

    async remove(userId: string, kind: TFavoriteKind, ref: string): Promise<void> {
      await db
        .delete(sbFavorites)
        .where(
          and(eq(sbFavorites.userId, userId), eq(sbFavorites.kind, kind), eq(sbFavorites.ref, ref)),
        );
    },
  };
}

export type FavoritesRepo = ReturnType<typeof createFavoritesRepo>;
