import type { TGameListItem } from '@aurum/contracts/catalogue';
import { Ban, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { FavoriteButton } from './favorite-button';
import { GameCover } from './game-cover';

const labelClass = {
  exclusive: 'bg-linear-to-b from-gold-300 to-gold-500 text-[#1c1303]',
  early_access: 'bg-linear-to-b from-violet-400 to-violet-500 text-white',
} as const;

const labelKey = {
  exclusive: 'Games.labels.exclusive',
  early_access: 'Games.labels.early_access',
} as const;

/** One game: cover, label, heart, "unavailable" state, title and studio; opens the game. */
export function GameTile({ game, className }: { game: TGameListItem; className?: string }) {
  const { t } = useTranslation();
  const blockedText = game.blocked && t(`Games.blocked.${game.blocked}`);
  return (
    <article
      data-testid="game-tile"
      data-game-id={game.id}
      data-blocked={game.blocked ?? undefined}
      className={cn('group/tile relative flex min-w-0 flex-col gap-2', className)}
    >
      <Link
        to={paths.game.getHref(game.id)}
        aria-label={blockedText ? `${game.title}. ${blockedText}` : game.title}
        className="relative isolate block aspect-[3/4] overflow-hidden rounded-xl bg-surface-2 shadow-lg ring-1 shadow-black/30 ring-white/6 transition-[box-shadow,translate] duration-200 group-hover/tile:-translate-y-1 group-hover/tile:shadow-black/60 group-hover/tile:ring-gold-500/40 focus-visible:ring-2 focus-visible:ring-gold-400 focus-visible:outline-none"
      >
        <div className="absolute inset-0 transition-transform duration-300 ease-out group-hover/tile:scale-[1.06]">
          <GameCover
            slug={game.slug}
            title={game.title}
            providerName={game.provider.name}
            imageUrl={game.imageUrl}
          />
        </div>
        {game.labelType && (
          <span
            data-testid="game-tile-label"
            className={cn(
              'absolute top-2 left-2 z-10 max-w-[calc(100%-2.6rem)] truncate rounded-md px-1.5 py-0.5 text-[9px] font-extrabold tracking-wide uppercase shadow-md shadow-black/40 sm:text-[10px]',
              labelClass[game.labelType],
            )}
          >
            {t(labelKey[game.labelType])}
          </span>
        )}
        {blockedText ? (
          <span
            data-testid="game-tile-blocked"
            className="absolute inset-0 z-10 flex flex-col items-center justify-end gap-1.5 bg-linear-to-t from-black/90 via-black/60 to-black/20 p-3 text-center text-[11px] leading-tight font-semibold text-white/90"
          >
            <Ban className="size-5 text-danger" />
            {blockedText}
          </span>
        ) : (
          <span
            aria-hidden
            className="absolute inset-0 z-10 grid place-items-center bg-black/45 opacity-0 backdrop-blur-[1px] transition-opacity duration-200 group-focus-within/tile:opacity-100 group-hover/tile:opacity-100"
          >
            <span className="grid size-12 scale-75 place-items-center rounded-full bg-linear-to-b from-gold-300 to-gold-500 text-[#1c1303] shadow-gold transition-transform duration-200 group-hover/tile:scale-100">
              <Play className="ml-0.5 size-5 fill-current" />
            </span>
          </span>
        )}
      </Link>
      <FavoriteButton game={game} className="absolute top-1.5 right-1.5 z-20" />
      <div className="flex min-w-0 flex-col px-0.5">
        <span className="truncate text-[13px] leading-tight font-semibold text-fg">
          {game.title}
        </span>
        <span className="truncate text-[11px] leading-tight text-subtle">{game.provider.name}</span>
      </div>
    </article>
  );
}
