import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  banners,
  favorites,
  gameCategories,
  gameCategoryLinks,
  gamePromoLinks,
  gameProviders,
  games,
  promoCategories,
  type TLocalized,
  tournaments,
} from '../../db/schema';
import type { TGamesQuery } from '@aurum/contracts/catalogue';

export type TNewGame = typeof games.$inferInsert;
export type TGameRow = typeof games.$inferSelect & {
  providerName: string;
  /** How the provider's games launch: 'inhouse' or 'external'. */
  integration: string;
};

const ORDER: Record<TGamesQuery['sort'], SQL[]> = {
  rate: [desc(games.rating), asc(games.id)],
  title: [asc(games.title), asc(games.id)],
  popularity: [desc(games.popularity), asc(games.id)],
  recently: [desc(games.releasedAt), asc(games.id)],
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export function createCatalogueRepo(db: DbOrTx) {
  const gameColumns = {
    game: games,
    providerName: gameProviders.name,
    integration: gameProviders.integration,
  };
  const toRow = ({
    game,
    providerName,
    integration,
  }: {
    game: typeof games.$inferSelect;
    providerName: string;
    integration: string;
  }) => ({ ...game, providerName, integration });

  function filters(query: Omit<TGamesQuery, 'limit' | 'offset' | 'sort'>): SQL | undefined {
    const conditions: (SQL | undefined)[] = [eq(games.isActive, true)];
    if (query.category) {
      // A section includes its subcategories.
      const section = db
        .select({ id: gameCategories.id })
        .from(gameCategories)
        .where(eq(gameCategories.key, query.category));
      const categoryIds = db
        .select({ id: gameCategories.id })
        .from(gameCategories)
        .where(
          or(eq(gameCategories.key, query.category), inArray(gameCategories.parentId, section)),
        );
      conditions.push(
        inArray(
          games.id,
          db
            .select({ id: gameCategoryLinks.gameId })
            .from(gameCategoryLinks)
            .where(inArray(gameCategoryLinks.categoryId, categoryIds)),
        ),
      );
    }
    if (query.provider) conditions.push(eq(games.providerId, query.provider));
    if (query.ids) conditions.push(inArray(games.id, query.ids));
    if (query.promo_category) {
      conditions.push(
        inArray(
          games.id,
          db
            .select({ id: gamePromoLinks.gameId })
            .from(gamePromoLinks)
            .where(eq(gamePromoLinks.promoKey, query.promo_category)),
        ),
      );
    }
    if (query.search) {
      // Trigram-indexed, case- and accent-insensitive (see migration 0006).
      conditions.push(
        sql`search_normalize(${games.title}) LIKE search_normalize(${likePattern(query.search)})`,
      );
    }
    return and(...conditions);
  }

  return {
    async listGames(query: TGamesQuery): Promise<{ rows: TGameRow[]; total: number }> {
      const where = filters(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(gameColumns)
          .from(games)
          .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
          .where(where)
          .orderBy(...ORDER[query.sort])
          .offset(query.offset)
          .limit(query.limit),
        db.select({ value: count() }).from(games).where(where),
      ]);
      return { rows: rows.map(toRow), total: total?.value ?? 0 };
    },

    async findGame(id: number): Promise<TGameRow | undefined> {
      const [row] = await db
        .select(gameColumns)
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(and(eq(games.id, id), eq(games.isActive, true)));
      return row && toRow(row);
    },

    async categoryKeysOf(gameId: number): Promise<string[]> {
      const rows = await db
        .select({ key: gameCategories.key })
        .from(gameCategoryLinks)
        .innerJoin(gameCategories, eq(gameCategories.id, gameCategoryLinks.categoryId))
        .where(eq(gameCategoryLinks.gameId, gameId));
      return rows.map((row) => row.key);
    },

    /** Every active game's category keys, most popular first: for weighing whole catalogues. */
    async activeGameCategories(): Promise<{ id: number; keys: string[] }[]> {
      const rows = await db
        .select({ id: games.id, key: gameCategories.key })
        .from(games)
        .leftJoin(gameCategoryLinks, eq(gameCategoryLinks.gameId, games.id))
        .leftJoin(gameCategories, eq(gameCategories.id, gameCategoryLinks.categoryId))
        .where(eq(games.isActive, true))
        .orderBy(...ORDER.popularity);
      const byGame = new Map<number, string[]>();
      for (const row of rows) {
        const keys = byGame.get(row.id) ?? [];
        if (row.key !== null) keys.push(row.key);
        byGame.set(row.id, keys);
      }
      return [...byGame].map(([id, keys]) => ({ id, keys }));
    },

    categories: () =>
      db
        .select()
        .from(gameCategories)
        .orderBy(asc(gameCategories.position), asc(gameCategories.id)),
    promos: () => db.select().from(promoCategories).orderBy(asc(promoCategories.position)),
    providers: () =>
      db
        .select({ provider: gameProviders, gamesCount: count(games.id) })
        .from(gameProviders)
        .leftJoin(games, and(eq(games.providerId, gameProviders.id), eq(games.isActive, true)))
        .groupBy(gameProviders.id)
        .orderBy(asc(gameProviders.position)),

    async favoriteIds(userId: string, gameIds?: number[]): Promise<number[]> {
      const rows = await db
        .select({ gameId: favorites.gameId })
        .from(favorites)
        .where(
          gameIds
            ? and(eq(favorites.userId, userId), inArray(favorites.gameId, gameIds))
            : eq(favorites.userId, userId),
        )
        .orderBy(desc(favorites.createdAt), desc(favorites.gameId));
      return rows.map((row) => row.gameId);
    },
    async addFavorite(userId: string, gameId: number): Promise<void> {
      await db.insert(favorites).values({ userId, gameId }).onConflictDoNothing();
    },
    async removeFavorite(userId: string, gameId: number): Promise<void> {
      await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.gameId, gameId)));
    },

    /** Live banners in order, each with what decides who may see the tournament it links. */
    activeBanners(now: Date) {
      return db
        .select({
          banner: banners,
          tournament: {
            status: tournaments.status,
            vipPlayersOnly: tournaments.vipPlayersOnly,
            special: tournaments.special,
          },
        })
        .from(banners)
        .leftJoin(tournaments, eq(tournaments.id, banners.tournamentId))
        .where(
          and(
            eq(banners.isActive, true),
            or(isNull(banners.startsAt), sql`${banners.startsAt} <= ${now}`),
            or(isNull(banners.endsAt), sql`${banners.endsAt} > ${now}`),
          ),
        )
        .orderBy(asc(banners.position));
    },

    async insertProviders(rows: (typeof gameProviders.$inferInsert)[]): Promise<void> {
      await db.insert(gameProviders).values(rows).onConflictDoNothing();
    },
    /** Sections, then their subcategories; the ids by key. */
    async insertCategories(
      tree: {
        key: string;
        title: TLocalized;
        icon: string;
        children?: { key: string; title: TLocalized; icon: string }[];
      }[],
    ): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (const [position, section] of tree.entries()) {
        const [parent] = await db
          .insert(gameCategories)
          .values({ key: section.key, title: section.title, icon: section.icon, position })
          .returning({ id: gameCategories.id });
        if (!parent) throw new Error(`category ${section.key} not inserted`);
        ids.set(section.key, parent.id);
        for (const [childPosition, child] of (section.children ?? []).entries()) {
          const [row] = await db
            .insert(gameCategories)
            .values({ ...child, parentId: parent.id, position: childPosition })
            .returning({ id: gameCategories.id });
          if (row) ids.set(child.key, row.id);
        }
      }
      return ids;
    },
    async insertPromos(rows: (typeof promoCategories.$inferInsert)[]): Promise<void> {
      await db.insert(promoCategories).values(rows).onConflictDoNothing();
    },
    /** The new games' ids by slug. */
    async insertGames(rows: TNewGame[]): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (let start = 0; start < rows.length; start += 200) {
        const inserted = await db
          .insert(games)
          .values(rows.slice(start, start + 200))
          .returning({ id: games.id, slug: games.slug });
        for (const row of inserted) ids.set(row.slug, row.id);
      }
      return ids;
    },
    async findGameBySlug(slug: string): Promise<TGameRow | undefined> {
      const [row] = await db
        .select(gameColumns)
        .from(games)
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(eq(games.slug, slug));
      return row && toRow(row);
    },
    async findBanner(id: number) {
      const [row] = await db.select().from(banners).where(eq(banners.id, id));
      return row;
    },
    async linkCategories(rows: (typeof gameCategoryLinks.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(gameCategoryLinks).values(rows).onConflictDoNothing();
    },
    async linkPromos(rows: (typeof gamePromoLinks.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(gamePromoLinks).values(rows).onConflictDoNothing();
    },
    async insertBanners(rows: (typeof banners.$inferInsert)[]): Promise<void> {
      if (rows.length > 0) await db.insert(banners).values(rows);
    },
  };
}
