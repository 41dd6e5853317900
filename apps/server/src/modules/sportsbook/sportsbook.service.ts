import {
  SportsbookErrorDetail,
  type TEventDetail,
  type TEventsPage,
  type TEventsQuery,
  type TEventSummary,
  type TLiveScore,
  type TMarket,
  type TMarketType,
  type TSport,
  type TSportsbookFavorites,
  type TEventStatus,
} from '@aurum/contracts/sportsbook';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createFavoritesRepo, type TFavoriteKind } from './favorites.repo';
import { shownMarkets } from './market-view';
import {
  createSportsbookRepo,
  LIVE_STATUSES,
  OPEN_STATUSES,
  type TEventListRow,
} from './sportsbook.repo';
import { sportSlug } from './sports.seed';

/** The market shown beside an event in lists, per sport id. */
const MAIN_MARKET: Record<number, TMarketType> = {
  1: '1x2',
  4: '1x2',
  2: 'match_winner',
  5: 'match_winner',
  109: 'match_winner',
  111: 'match_winner',
  40: 'outright',
};

function liveScore(value: unknown): TLiveScore | null {
  if (!value || typeof value !== 'object') return null;
  const { home, away, period, minute } = value as TLiveScore;
  return { home, away, period, minute: minute ?? null };
}

function summary(row: TEventListRow, markets: TMarket[], marketCount: number): TEventSummary {
  const { event } = row;
  const main = markets.find((m) => m.type === MAIN_MARKET[event.sportId] && m.specifiers === '');
  return {
    id: event.id,
    sportId: event.sportId,
    sportSlug: sportSlug(row.sport),
    category: row.category,
    tournament: row.tournament,
    home: row.home,
    away: row.away,
    name: event.name,
    startsAt: event.startsAt.toISOString(),
    status: event.status as TEventStatus,
    score: liveScore(event.score),
    mainMarket: main ?? null,
    marketCount,
  };
}

/** Parses `soccer-1` against the sports table; 404 sport_not_found otherwise. */
async function sportIdOf(repo: ReturnType<typeof createSportsbookRepo>, slug: string) {
  const match = /^([a-z0-9-]+)-(\d{1,6})$/.exec(slug);
  const sport = match ? await repo.sportById(Number(match[2])) : undefined;
  if (!sport || sport.key !== match?.[1])
    throw AppError.notFound(SportsbookErrorDetail.sportNotFound);
  return sport.id;
}

/** The sportsbook's read side: the menu, event lists, one event, and favourites. */
export function createSportsbookService(deps: { db: Db }) {
  const repo = createSportsbookRepo(deps.db);
  const favorites = createFavoritesRepo(deps.db);

  async function summaries(rows: TEventListRow[]): Promise<TEventSummary[]> {
    const ids = rows.map((row) => row.event.id);
    const types = [...new Set(rows.map((row) => MAIN_MARKET[row.event.sportId]))].filter(
      (type) => type !== undefined,
    );
    const [markets, counts] = await Promise.all([
      shownMarkets(deps.db, ids, types),
      repo.marketCounts(ids),
    ]);
    return rows.map((row) =>
      summary(row, markets.get(row.event.id) ?? [], counts.get(row.event.id) ?? 0),
    );
  }

  return {
    async sports(): Promise<{ items: TSport[] }> {
      const rows = await repo.sports();
      return { items: rows.map((row) => ({ ...row, slug: sportSlug(row) })) };
    },

    async events(query: TEventsQuery): Promise<TEventsPage> {
      const ids = query.ids
        ?.split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .slice(0, 100);
      const statuses =
        query.status === 'live'
          ? LIVE_STATUSES
          : query.status === 'upcoming'
            ? (['not_started'] as const)
            : ids
              ? undefined
              : OPEN_STATUSES;
      const { rows, total } = await repo.events({
        sportId: query.sport === undefined ? undefined : await sportIdOf(repo, query.sport),
        statuses,
        tournamentId: query.tournament,
        search: query.search,
        ids,
        limit: query.limit,
        offset: query.offset,
      });
      return { items: await summaries(rows), meta: { total } };
    },

    async event(id: string): Promise<TEventDetail> {
      const row = await repo.event(id);
      if (!row) throw AppError.notFound(SportsbookErrorDetail.eventNotFound);
      const markets = (await shownMarkets(deps.db, [id])).get(id) ?? [];
      const base = summary(row, markets, markets.length);
      return { ...base, markets, betDelaySeconds: row.event.betDelaySeconds };
    },

    favorites: (userId: string): Promise<TSportsbookFavorites> => favorites.list(userId),

    /** Adds (the event or tournament must exist: 404 otherwise) or removes one; the new list. */
    async toggleFavorite(
      userId: string,
      input: { kind: TFavoriteKind; id: string; favorite: boolean },
    ): Promise<TSportsbookFavorites> {
      if (!input.favorite) await favorites.remove(userId, input.kind, input.id);
      else {
        const exists =
          input.kind === 'event'
            ? Boolean(await repo.event(input.id))
            : await repo.tournamentExists(input.id);
        if (!exists) throw AppError.notFound(SportsbookErrorDetail.eventNotFound);
        await favorites.add(userId, input.kind, input.id);
      }
      return favorites.list(userId);
    },
  };
}

export type SportsbookService = ReturnType<typeof createSportsbookService>;
