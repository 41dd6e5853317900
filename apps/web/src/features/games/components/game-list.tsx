import type { TGamePage } from '@aurum/contracts/catalogue';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOnVisible } from '@/hooks/use-on-visible';
import { GameGrid, GameGridSkeleton, type TGridColumns } from './game-grid';
import { GamesEmptyState } from './games-empty-state';
import { GamesErrorState } from './games-error-state';

export type TGamesQueryResult = UseInfiniteQueryResult<InfiniteData<TGamePage>>;

interface GameListProps {
  query: TGamesQueryResult;
  columns?: TGridColumns;
  /** Placeholders while the first page loads. */
  placeholders?: number;
  /** What an empty result shows (defaults to "not found"). */
  empty?: ReactNode;
}

/** A games grid that loads its next page when its end scrolls near, with every state. */
export function GameList({ query, columns = 'page', placeholders = 18, empty }: GameListProps) {
  const { t } = useTranslation();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const games = data?.pages.flatMap((page) => page.items) ?? [];
  const loadMore = () => void fetchNextPage();
  const sentinel = useOnVisible<HTMLDivElement>(loadMore, {
    enabled: hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  });

  if (query.isPending) return <GameGridSkeleton count={placeholders} columns={columns} />;
  if (games.length === 0 && query.isError) {
    return <GamesErrorState onRetry={() => void query.refetch()} />;
  }
  if (games.length === 0) return empty ?? <GamesEmptyState />;
  return (
    <div className="flex flex-col gap-4">
      <GameGrid games={games} columns={columns} />
      {isFetchingNextPage && <GameGridSkeleton count={6} columns={columns} />}
      {isFetchNextPageError && (
        <div className="flex flex-col items-center gap-2 py-2 text-center">
          <p className="text-sm text-muted">{t('Shared.temporary_difficulties')}</p>
          <Button variant="outline" size="sm" onClick={loadMore} data-testid="games-load-more">
            <RotateCw className="size-4" />
            {t('Shared.retry')}
          </Button>
        </div>
      )}
      {hasNextPage && <div ref={sentinel} data-testid="games-sentinel" className="h-px" />}
    </div>
  );
}
