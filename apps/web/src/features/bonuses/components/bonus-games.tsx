import type { TBonusGame } from '@aurum/contracts/bonuses';
import { Gamepad2, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useBonusGames } from '../api/get-bonus-games';
import { useBonusConditions } from '../hooks/use-bonus-conditions';

const GRID = 'grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-3 lg:grid-cols-5 2xl:grid-cols-6';
const PLACEHOLDERS = 18;

const badgeTone = (percent: number) =>
  percent >= 100
    ? 'bg-mint-500/90 text-[#03150d]'
    : percent >= 50
      ? 'bg-gold-400/90 text-[#1c1303]'
      : 'bg-surface-3/95 text-fg ring-1 ring-line';

function BonusGameTile({ game }: { game: TBonusGame }) {
  const { t } = useTranslation();
  return (
    <li data-testid="bonus-game" className="min-w-0">
      <Link
        to={paths.game.getHref(game.id)}
        className="group flex flex-col gap-1.5 rounded-xl focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        <span className="relative block aspect-[3/4] overflow-hidden rounded-xl bg-surface-2 ring-1 ring-line/70">
          <img
            src={game.imageUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          <span
            data-testid="bonus-game-contribution"
            className={cn(
              'absolute top-1.5 left-1.5 rounded-full px-2 py-0.5 text-[11px] font-extrabold tabular-nums shadow',
              badgeTone(game.contribution),
            )}
          >
            {t('Bonuses.games.counts', { percent: game.contribution })}
          </span>
        </span>
        <span className="truncate text-[13px] font-semibold text-fg">{game.title}</span>
        <span className="-mt-1 truncate text-[11px] text-subtle">{game.provider.name}</span>
      </Link>
    </li>
  );
}

function GamesSkeleton() {
  return (
    <ul data-testid="bonus-games-loading" aria-hidden className={GRID}>
      {Array.from({ length: PLACEHOLDERS }, (_, index) => (
        <li key={index} className="flex flex-col gap-1.5">
          <Skeleton className="aspect-[3/4] rounded-xl" />
          <Skeleton className="h-3.5 w-3/4 rounded" />
        </li>
      ))}
    </ul>
  );
}

/** `/bonuses/{id}/games`: the games that count toward a bonus's wagering, and how much. */
export function BonusGames({ id }: { id: string }) {
  const { t } = useTranslation();
  const games = useBonusGames(id);
  const conditions = useBonusConditions();

  if (games.isPending) return <GamesSkeleton />;
  if (games.isError) {
    if (isApiError(games.error) && games.error.status === 404)
      return (
        <EmptyState
          testId="bonus-games-not-found"
          icon={SearchX}
          title={t('Bonuses.games.not_found_title')}
          description={t('Bonuses.games.not_found_description')}
          action={
            <Button variant="outline" asChild>
              <Link to={paths.bonuses.getHref()}>{t('Bonuses.games.to_bonuses')}</Link>
            </Button>
          }
        />
      );
    return (
      <LoadErrorState
        testId="bonus-games-error"
        description={t('Bonuses.games.load_failed')}
        onRetry={() => void games.refetch()}
      />
    );
  }

  const [first] = games.data.pages;
  const items = games.data.pages.flatMap((page) => page.items);
  const total = first?.meta.total ?? 0;
  return (
    <div className="flex flex-col gap-5">
      {first && (
        <div className="flex flex-col gap-3 rounded-2xl border border-gold-500/25 bg-surface bg-[radial-gradient(ellipse_at_top_right,rgb(245_177_32/0.12),transparent_60%)] p-4 sm:flex-row sm:items-center sm:justify-between">
          <p data-testid="bonus-games-summary" className="text-sm leading-relaxed text-muted">
            {t('Bonuses.games.description', { title: first.bonus.title })}
          </p>
          <Button
            variant="outline"
            size="sm"
            className="shrink-0 self-start sm:self-auto"
            onClick={() =>
              conditions.open({
                id,
                title: first.bonus.title,
                conditions: first.bonus.conditions,
              })
            }
          >
            {t('Bonuses.conditions_button')}
          </Button>
        </div>
      )}
      {items.length === 0 ? (
        <EmptyState
          testId="bonus-games-empty"
          icon={Gamepad2}
          title={t('Bonuses.games_empty_title')}
          description={t('Bonuses.games_empty_description')}
        />
      ) : (
        <>
          <ul className={GRID}>
            {items.map((game) => (
              <BonusGameTile key={game.id} game={game} />
            ))}
          </ul>
          <div className="flex flex-col items-center gap-2 pb-2">
            <p className="text-xs text-subtle">
              {t('Bonuses.games.shown', { shown: items.length, total })}
            </p>
            {games.hasNextPage && (
              <Button
                variant="outline"
                data-testid="bonus-games-more"
                disabled={games.isFetchingNextPage}
                onClick={() => void games.fetchNextPage()}
              >
                {t('Bonuses.games.more')}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
