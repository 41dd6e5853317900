import type { TGameListItem } from '@aurum/contracts/catalogue';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { GameTile } from './game-tile';

/** Columns: 3 on phones; up to 7 on wide pages, 5 inside the search modal (spec 9). */
const columnsClass = {
  page: 'grid-cols-3 sm:grid-cols-4 md:grid-cols-5 xl:grid-cols-6 min-[1600px]:grid-cols-7',
  modal: 'grid-cols-3 sm:grid-cols-4 md:grid-cols-5',
} as const;

export type TGridColumns = keyof typeof columnsClass;

const gridClass = 'grid gap-x-2.5 gap-y-4 sm:gap-x-3 sm:gap-y-5';

export function GameGrid({
  games,
  columns = 'page',
}: {
  games: readonly TGameListItem[];
  columns?: TGridColumns;
}) {
  return (
    <ul data-testid="game-grid" className={cn(gridClass, columnsClass[columns])}>
      {games.map((game) => (
        <li key={game.id} className="min-w-0">
          <GameTile game={game} />
        </li>
      ))}
    </ul>
  );
}

/** A game tile's shape while it loads. */
export function GameTileSkeleton() {
  return (
    <div className="flex flex-col gap-2">
      <Skeleton className="aspect-[3/4] w-full rounded-xl" />
      <Skeleton className="h-3 w-4/5" />
      <Skeleton className="h-2.5 w-1/2" />
    </div>
  );
}

export function GameGridSkeleton({
  count,
  columns = 'page',
}: {
  count: number;
  columns?: TGridColumns;
}) {
  return (
    <div data-testid="game-grid-loading" aria-busy className={cn(gridClass, columnsClass[columns])}>
      {Array.from({ length: count }, (_, index) => (
        <GameTileSkeleton key={index} />
      ))}
    </div>
  );
}
