import type { LucideIcon } from 'lucide-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScrollEdges } from '@/hooks/use-scroll-edges';
import { useGames, type TGameFilters } from '../api/get-games';
import { GameTileSkeleton } from './game-grid';
import type { TGamesQueryResult } from './game-list';
import { GameTile } from './game-tile';
import { GamesErrorState } from './games-error-state';

/** Games a home row shows before "View all". */
export const ROW_SIZE = 18;

const stripClass =
  'scrollbar-none -mx-3 grid snap-x snap-mandatory scroll-px-3 auto-cols-[30%] grid-flow-col gap-2.5 overflow-x-auto px-3 pt-1.5 pb-1 sm:mx-0 sm:scroll-px-0 sm:auto-cols-[23%] sm:gap-3 sm:px-0 md:auto-cols-[18.4%] xl:auto-cols-[15.3%] min-[1600px]:auto-cols-[13.2%]';

const arrowClass =
  'hidden size-8 cursor-pointer place-items-center rounded-lg border border-line bg-surface-2 text-muted transition-colors hover:border-gold-500/40 hover:text-fg disabled:cursor-default disabled:opacity-40 disabled:hover:border-line disabled:hover:text-muted sm:grid';

interface GameRowViewProps {
  id: string;
  title: string;
  icon: LucideIcon;
  /** The page with every game of the row. */
  href: string;
  query: TGamesQueryResult;
  /** A game not to show (the one the page is about). */
  exclude?: number;
  testId?: string;
}

/**
 * A row of games: title, "View all", arrows, and a strip that scrolls sideways; nothing at all
 * when the list is empty.
 */
export function GameRowView({
  id,
  title,
  icon: Icon,
  href,
  query,
  exclude,
  testId = `home-row-${id}`,
}: GameRowViewProps) {
  const { t } = useTranslation();
  const { stripRef, canBack, canForward, scrollBy } = useScrollEdges<HTMLUListElement>();
  const games = (query.data?.pages[0]?.items ?? []).filter((game) => game.id !== exclude);
  if (query.isSuccess && games.length === 0) return null;

  return (
    <section className="flex flex-col gap-1.5" aria-labelledby={`row-${id}`} data-testid={testId}>
      <div className="flex items-center gap-3">
        <h2
          id={`row-${id}`}
          className="flex min-w-0 flex-1 items-center gap-2.5 text-lg font-bold tracking-tight"
        >
          <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-gold-500/12 text-gold-400 ring-1 ring-gold-500/20">
            <Icon className="size-4.5" />
          </span>
          <span className="truncate">{title}</span>
        </h2>
        <Link
          to={href}
          className="flex h-8 shrink-0 items-center gap-1 rounded-lg border border-line bg-surface-2 pr-2 pl-3 text-[13px] font-semibold text-muted transition-colors hover:border-gold-500/40 hover:text-fg"
        >
          {t('Games.view_all')}
          <ChevronRight className="size-4" />
        </Link>
        <div className="flex gap-1.5">
          <button
            type="button"
            className={arrowClass}
            aria-label={t('Shared.previous')}
            disabled={!canBack}
            onClick={() => scrollBy(-1)}
          >
            <ChevronLeft className="size-4" />
          </button>
          <button
            type="button"
            className={arrowClass}
            aria-label={t('Shared.next')}
            disabled={!canForward}
            onClick={() => scrollBy(1)}
          >
            <ChevronRight className="size-4" />
          </button>
        </div>
      </div>
      {query.isError && games.length === 0 ? (
        <GamesErrorState size="compact" onRetry={() => void query.refetch()} />
      ) : (
        <ul ref={stripRef} className={stripClass}>
          {query.isPending
            ? Array.from({ length: 8 }, (_, index) => (
                <li key={index} aria-hidden>
                  <GameTileSkeleton />
                </li>
              ))
            : games.map((game) => (
                <li key={game.id} className="min-w-0 snap-start">
                  <GameTile game={game} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

interface GameRowProps extends Omit<GameRowViewProps, 'query'> {
  filters: TGameFilters;
}

/** A row of catalogue games: a category, a promo collection or a provider. */
export function GameRow({ filters, ...view }: GameRowProps) {
  const query = useGames({ ...filters, limit: ROW_SIZE });
  return <GameRowView {...view} query={query} />;
}
