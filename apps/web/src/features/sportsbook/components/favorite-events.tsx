import { Star, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { useEvents } from '../api/get-events';
import { useSportsbookFavorites } from '../api/get-sportsbook-favorites';
import { EventListSkeleton } from './event-list-skeleton';
import { EventsSection } from './events-section';

function FavoriteTournament({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useEvents({ tournament: id, limit: 50 });
  const name = query.data?.items[0]?.tournament.name ?? t('Sportsbook.tournament');
  return (
    <EventsSection
      title={name}
      icon={Trophy}
      query={query}
      emptyTitle={t('Sportsbook.tournament_empty')}
      testId="favorite-tournament-events"
    />
  );
}

/** `/sportsbook/favorites` for a player: starred events, then each starred tournament. */
export function FavoriteEvents() {
  const { t } = useTranslation();
  const favorites = useSportsbookFavorites();
  const ids = favorites.data?.events.join(',') ?? '';
  const events = useEvents({ ids, limit: 100 }, { enabled: ids !== '' });

  if (favorites.isPending) return <EventListSkeleton />;
  if (favorites.isError)
    return (
      <LoadErrorState
        testId="favorites-error"
        description={t('Sportsbook.favorites_failed')}
        onRetry={() => void favorites.refetch()}
      />
    );
  const { tournaments } = favorites.data;
  if (ids === '' && tournaments.length === 0)
    return (
      <EmptyState
        icon={Star}
        title={t('Favorites.empty_title')}
        description={t('Favorites.events_empty_description')}
        testId="favorites-empty"
      />
    );
  return (
    <div className="flex flex-col gap-6">
      {ids !== '' && (
        <EventsSection
          title={t('Sportsbook.favorite_events')}
          icon={Star}
          query={events}
          emptyTitle={t('Sportsbook.favorite_events_over')}
          testId="favorite-events"
        />
      )}
      {tournaments.map((id) => (
        <FavoriteTournament key={id} id={id} />
      ))}
    </div>
  );
}
