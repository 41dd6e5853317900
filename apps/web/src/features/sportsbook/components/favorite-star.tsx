import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuthGate } from '@/lib/auth-gate';
import { cn } from '@/lib/cn';
import { useSportsbookFavorites } from '../api/get-sportsbook-favorites';
import { useToggleSportsbookFavorite } from '../api/toggle-sportsbook-favorite';

/** The star of an event or a tournament; a visitor is asked to sign in. */
export function FavoriteStar({
  kind,
  id,
  name,
}: {
  kind: 'event' | 'tournament';
  id: string;
  name: string;
}) {
  const { t } = useTranslation();
  const { isSignedIn, requireAuth } = useAuthGate();
  const { data } = useSportsbookFavorites();
  const toggle = useToggleSportsbookFavorite();
  const saved = isSignedIn && (kind === 'event' ? data?.events : data?.tournaments)?.includes(id);
  const favorite = toggle.isPending ? toggle.variables.favorite : Boolean(saved);

  return (
    <button
      type="button"
      data-testid={`favorite-${kind}`}
      aria-pressed={favorite}
      aria-label={t(favorite ? 'Sportsbook.remove_favorite' : 'Sportsbook.add_favorite', { name })}
      onClick={(click) => {
        click.preventDefault();
        requireAuth(() => toggle.mutate({ kind, id, favorite: !favorite }));
      }}
      className={cn(
        'grid size-8 shrink-0 cursor-pointer place-items-center rounded-lg transition-colors hover:bg-surface-3',
        favorite ? 'text-gold-400' : 'text-subtle hover:text-fg',
      )}
    >
      <Star className={cn('size-4', favorite && 'fill-current')} />
    </button>
  );
}
