import type { TGameListItem } from '@aurum/contracts/catalogue';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuthGate } from '@/lib/auth-gate';
import { cn } from '@/lib/cn';
import { useFavoriteIds } from '../api/get-favorites';
import { useSetFavorite } from '../api/set-favorite';

const looks = {
  tile: {
    button: 'size-7 rounded-full backdrop-blur-md sm:size-8',
    on: 'border-danger/40 bg-danger/20 text-danger',
    off: 'border-white/10 bg-black/45 text-white/85 hover:bg-black/70 hover:text-white',
    icon: 'size-3.5 sm:size-4',
  },
  toolbar: {
    button: 'size-10 rounded-xl',
    on: 'border-danger/40 bg-danger/15 text-danger',
    off: 'border-line bg-surface-2 text-muted hover:border-gold-500/50 hover:text-fg',
    icon: 'size-4.5',
  },
} as const;

/**
 * The heart on a game tile (or, `toolbar`, on the game page). A visitor is asked to sign in; a player's heart changes at once and
 * goes back if saving fails. The favourites list is the truth once loaded, the tile's flag before.
 */
export function FavoriteButton({
  game,
  className,
  look = 'tile',
  testId = 'game-tile-favorite',
}: {
  game: Pick<TGameListItem, 'id' | 'title' | 'isFavorite'>;
  className?: string;
  look?: keyof typeof looks;
  testId?: string;
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
      data-testid={testId}
      aria-pressed={favorite}
      aria-label={
        favorite
          ? t('Games.remove_favorite', { title: game.title })
          : t('Games.add_favorite', { title: game.title })
      }
      onClick={() => requireAuth(() => mutate({ gameId: game.id, favorite: !favorite }))}
      className={cn(
        'grid cursor-pointer place-items-center border transition-all active:scale-90',
        looks[look].button,
        favorite ? looks[look].on : looks[look].off,
        className,
      )}
    >
      <Heart className={cn(looks[look].icon, favorite && 'fill-current')} strokeWidth={2.2} />
    </button>
  );
}
