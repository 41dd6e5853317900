import type { TGameListItem } from '@aurum/contracts/catalogue';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuthGate } from '@/lib/auth-gate';
import { cn } from '@/lib/cn';
import { useFavoriteIds } from '../api/get-favorites';
import { useSetFavorite } from '../api/set-favorite';

/**
 * The heart on a game tile. A visitor is asked to sign in; a player's heart changes at once and
 * goes back if saving fails. The favourites list is the truth once loaded, the tile's flag before.
 */
export function FavoriteButton({
  game,
  className,
}: {
  game: Pick<TGameListItem, 'id' | 'title' | 'isFavorite'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const { isSignedIn, requireAuth } = useAuthGate();
  const favoriteIds = useFavoriteIds();
  const { mutate, isPending, variables } = useSetFavorite();
  const saved = isSignedIn && (favoriteIds ? favoriteIds.has(game.id) : game.isFavorite);
  const favorite = isPending ? variables.favorite : saved;

  return (
    <button
      type="button"
      data-testid="game-tile-favorite"
      aria-pressed={favorite}
      aria-label={
        favorite
          ? t('Games.remove_favorite', { title: game.title })
          : t('Games.add_favorite', { title: game.title })
      }
      onClick={() => requireAuth(() => mutate({ gameId: game.id, favorite: !favorite }))}
      className={cn(
        'grid size-7 cursor-pointer place-items-center rounded-full border backdrop-blur-md sm:size-8 transition-all active:scale-90',
        favorite
          ? 'border-danger/40 bg-danger/20 text-danger'
          : 'border-white/10 bg-black/45 text-white/85 hover:bg-black/70 hover:text-white',
        className,
      )}
    >
      <Heart className={cn('size-3.5 sm:size-4', favorite && 'fill-current')} strokeWidth={2.2} />
    </button>
  );
}
