import { Clock3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { useGame } from '../api/get-game';
import { GameCover } from './game-cover';
import { GameUnavailable } from './game-unavailable';
import { GamesErrorState } from './games-error-state';

/**
 * A game's page until launching arrives: its cover, title, studio and RTP, and an honest note
 * that it cannot be started yet.
 */
export function GameOverview({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const game = useGame(gameId);

  if (game.isPending) {
    return (
      <div
        data-testid="game-overview-loading"
        className="h-72 animate-pulse rounded-2xl bg-surface-2"
      />
    );
  }
  if (game.isError) {
    return isApiError(game.error) && game.error.status === 404 ? (
      <GameUnavailable />
    ) : (
      <GamesErrorState onRetry={() => void game.refetch()} />
    );
  }
  const { data } = game;
  return (
    <section
      data-testid="game-overview"
      className="flex flex-col gap-6 rounded-2xl bg-surface p-4 ring-1 ring-white/6 sm:flex-row sm:p-6"
    >
      <div className="relative aspect-[3/4] w-40 shrink-0 overflow-hidden rounded-xl ring-1 ring-white/10 sm:w-48">
        <GameCover
          slug={data.slug}
          title={data.title}
          providerName={data.provider.name}
          imageUrl={data.imageUrl}
        />
      </div>
      <div className="flex flex-col gap-3">
        <h2 data-testid="game-overview-title" className="text-2xl font-bold text-white">
          {data.title}
        </h2>
        <p className="text-sm text-slate-400">
          {data.provider.name}
          {data.rtp && ` · ${t('Games.rtp', { value: data.rtp })}`}
        </p>
        <div className="mt-2 flex items-start gap-3 rounded-xl bg-surface-2 p-4 ring-1 ring-white/6">
          <Clock3 className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden />
          <div>
            <p className="font-semibold text-white">{t('Games.launch_soon_title')}</p>
            <p className="text-sm text-slate-400">{t('Games.launch_soon_description')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
