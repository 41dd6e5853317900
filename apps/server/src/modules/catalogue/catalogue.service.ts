import type {
  TBanner,
  TCategory,
  TGame,
  TGameListItem,
  TGamePage,
  TGamesQuery,
  TMenuItem,
  TPromoCategory,
  TProvider,
} from '@aurum/contracts/catalogue';
import type { TLocaleCode } from '@aurum/contracts/languages';
import type { Db, DbOrTx } from '../../db/client';
import type { TLocalized } from '../../db/schema/catalogue';
import { AppError } from '../../lib/app-error';
import type { TUserRow } from '../users/users.service';
import { bannerVisible } from './banner-targeting';
import { createCatalogueRepo, type TGameRow } from './catalogue.repo';

/**
 * A banner linking a tournament shows only while the viewer may see that tournament (VIP-only
 * and the special one are VIP players' only) and it is not cancelled.
 */
function tournamentShown(
  tournament: { status: string; vipPlayersOnly: boolean; special: boolean } | null,
  isVip: boolean,
): boolean {
  if (!tournament) return true;
  if (tournament.status === 'cancelled') return false;
  return isVip || (!tournament.vipPlayersOnly && !tournament.special);
}

/** Who is looking: decides blocked games, favourites and banners. */
export interface TViewer {
  user: TUserRow | undefined;
  country: string | undefined;
}

const MENU_PROVIDERS = 6;
const localized = (title: TLocalized, language: TLocaleCode | undefined) =>
  (language && title[language]) || title.en;

export const gameCoverUrl = (slug: string) => `/media/games/${slug}.svg`;

/** Why this viewer may not play the game here (its blacklists), if they may not. */
export function blockedFor(row: TGameRow, viewer: TViewer): 'country' | 'currency' | null {
  const currency = viewer.user?.primaryCurrency;
  if (viewer.country && row.blacklistCountries.includes(viewer.country)) return 'country';
  if (currency && row.blacklistCurrencies.includes(currency)) return 'currency';
  return null;
}

export function createCatalogueService(deps: { db: Db }) {
  const repo = createCatalogueRepo(deps.db);

  function present(row: TGameRow, viewer: TViewer, favorite: boolean): TGameListItem {
    const blocked = blockedFor(row, viewer);
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      imageUrl: gameCoverUrl(row.slug),
      provider: { id: row.providerId, name: row.providerName },
      labelType:
        row.labelType === 'exclusive' || row.labelType === 'early_access' ? row.labelType : null,
      blacklists: { countries: row.blacklistCountries, currencies: row.blacklistCurrencies },
      blocked,
      isFavorite: favorite,
      hasDemo: row.hasDemo,
    };
  }

  async function favoritesAmong(viewer: TViewer, ids: number[]): Promise<Set<number>> {
    if (!viewer.user || ids.length === 0) return new Set();
    return new Set(await repo.favoriteIds(viewer.user.id, ids));
  }

  return {
    /** The keys of a game's categories (`slots`, `live-roulette`...), within `db` if given. */
    categoryKeysOf(gameId: number, db: DbOrTx = deps.db): Promise<string[]> {
      return createCatalogueRepo(db).categoryKeysOf(gameId);
    },

    async listGames(query: TGamesQuery, viewer: TViewer): Promise<TGamePage> {
      const { rows, total } = await repo.listGames(query);
      const favorites = await favoritesAmong(
        viewer,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => present(row, viewer, favorites.has(row.id))),
        meta: { offset: query.offset, limit: query.limit, total },
      };
    },

    /**
     * Active games weighed by their category keys (a bonus's contribution, say): those weighing
     * more than zero, heaviest first, then the most popular; one page of them.
     */
    async weighedGames(
      weigh: (categoryKeys: string[]) => number,
      page: { limit: number; offset: number },
      viewer: TViewer,
    ): Promise<{ items: { game: TGameListItem; weight: number }[]; total: number }> {
      const weighed = (await repo.activeGameCategories())
        .map(({ id, keys }) => ({ id, weight: weigh(keys) }))
        .filter(({ weight }) => weight > 0);
      // A stable sort: equal weights keep the popularity order.
      weighed.sort((a, b) => b.weight - a.weight);
      const shown = weighed.slice(page.offset, page.offset + page.limit);
      if (shown.length === 0) return { items: [], total: weighed.length };
      const ids = shown.map(({ id }) => id);
      const [{ rows }, favorites] = await Promise.all([
        repo.listGames({ ids, limit: ids.length, offset: 0, sort: 'popularity' }),
        favoritesAmong(viewer, ids),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const items = shown.flatMap(({ id, weight }) => {
        const row = byId.get(id);
        return row ? [{ game: present(row, viewer, favorites.has(id)), weight }] : [];
      });
      return { items, total: weighed.length };
    },

    async getGame(id: number, viewer: TViewer): Promise<TGame> {
      const row = await repo.findGame(id);
      if (!row) throw AppError.notFound('game_not_found');
      const favorites = await favoritesAmong(viewer, [id]);
      return {
        ...present(row, viewer, favorites.has(id)),
        categories: await repo.categoryKeysOf(id),
        rtp: row.rtp,
      };
    },

    /** A game by its slug, active or not, within `db` if given. */
    findGameBySlug: (slug: string, db: DbOrTx = deps.db) =>
      createCatalogueRepo(db).findGameBySlug(slug),
    /** An active game with what launching it needs (integration, external id, blacklists). */
    launchable: (id: number) => repo.findGame(id),
    /** Title and cover of a game, for feeds. */
    async gameCard(
      id: number,
    ): Promise<{ id: number; title: string; imageUrl: string } | undefined> {
      const row = await repo.findGame(id);
      return row && { id: row.id, title: row.title, imageUrl: gameCoverUrl(row.slug) };
    },
    findBanner: (id: number) => repo.findBanner(id),

    async categories(language?: TLocaleCode): Promise<TCategory[]> {
      return (await repo.categories()).map((row) => ({
        id: row.id,
        parentId: row.parentId,
        position: row.position,
        title: localized(row.title, language),
        value: row.key,
        icon: row.icon,
      }));
    },

    async providers(): Promise<TProvider[]> {
      return (await repo.providers()).map(({ provider, gamesCount }) => ({
        id: provider.id,
        name: provider.name,
        logo: `/media/providers/${provider.id}.svg`,
        gamesCount,
      }));
    },

    async promoCategories(language?: TLocaleCode): Promise<TPromoCategory[]> {
      return (await repo.promos()).map((row) => ({
        id: row.key,
        title: localized(row.title, language),
        icon: row.icon,
      }));
    },

    /** Sections, the busiest providers, and a link to every provider. */
    async menu(language?: TLocaleCode): Promise<TMenuItem[]> {
      const [categories, providers] = await Promise.all([repo.categories(), repo.providers()]);
      const sections = categories.filter((row) => row.parentId === null);
      const busiest = [...providers]
        .sort((a, b) => b.gamesCount - a.gamesCount)
        .slice(0, MENU_PROVIDERS);
      return [
        ...sections.map((row) => ({
          type: 'category' as const,
          title: localized(row.title, language),
          value: `/categories/${row.key}/games`,
          icon: row.icon,
        })),
        ...busiest.map(({ provider }) => ({
          type: 'provider' as const,
          title: provider.name,
          value: `/providers/${provider.id}/games`,
          icon: `/media/providers/${provider.id}.svg`,
        })),
        {
          type: 'all_providers' as const,
          title: language === 'ru' ? 'Все провайдеры' : 'All providers',
          value: '/providers/all/games',
          icon: 'layout-grid',
        },
      ];
    },

    async favorites(userId: string) {
      const items = await repo.favoriteIds(userId);
      return { items, meta: { offset: 0, limit: Math.max(items.length, 1), total: items.length } };
    },
    async addFavorite(userId: string, gameId: number) {
      if (!(await repo.findGame(gameId))) throw AppError.notFound('game_not_found');
      await repo.addFavorite(userId, gameId);
      return this.favorites(userId);
    },
    async removeFavorite(userId: string, gameId: number) {
      await repo.removeFavorite(userId, gameId);
      return this.favorites(userId);
    },

    async banners(viewer: TViewer, language?: TLocaleCode, now = new Date()): Promise<TBanner[]> {
      const rows = await repo.activeBanners(now);
      const user = viewer.user;
      const isVip = user?.isVip ?? false;
      const visible = rows.filter(
        ({ banner, tournament }) =>
          tournamentShown(tournament, isVip) &&
          bannerVisible(banner.targeting, {
            signedIn: Boolean(user),
            isVip,
            country: viewer.country,
            billing: user
              ? { depositCount: user.depositCount, depositSumMinor: user.depositSumMinor }
              : undefined,
          }),
      );
      return visible.map(({ banner: row }) => {
        const text = (language && row.texts[language]) || row.texts.en || { title: '', text: '' };
        return {
          id: row.id,
          type: row.type,
          title: text.title,
          text: text.text,
          imageBg: `/media/banners/${row.id}.svg`,
          imageFg: null,
          video: null,
          url: row.url ?? (row.tournamentId && `/tournaments/${row.tournamentId}`),
          linkTarget: row.linkTarget === '_blank' ? '_blank' : '_self',
          tournamentId: row.tournamentId,
          endsAt: row.endsAt?.toISOString() ?? null,
        };
      });
    },
  };
}

export type { TGameRow };
export type CatalogueService = ReturnType<typeof createCatalogueService>;
