import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useEvent } from '../api/get-event';
import { useLiveEventDetail } from '../hooks/use-live-event';
import { groupMarkets } from '../utils/market-groups';
import { EventScoreboard } from './event-scoreboard';
import { MarketCard } from './market-card';

/** An event's page: the scoreboard, then every market grouped by type, all of it live. */
export function EventDetails({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const query = useEvent(eventId);
  useLiveEventDetail(eventId);

  if (query.isPending)
    return (
      <div className="flex flex-col gap-3" data-testid="event-loading">
        <Skeleton className="h-36 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return (
        <EmptyState
          icon={SearchX}
          title={t('Sportsbook.errors.event_not_found')}
          testId="event-not-found"
        />
      );
    return (
      <LoadErrorState
        testId="event-error"
        description={t('Sportsbook.event_failed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const event = query.data;
  const groups = groupMarkets(event.markets);
  return (
    <div className="flex flex-col gap-5">
      <EventScoreboard event={event} />
      {groups.length === 0 && (
        <EmptyState
          icon={SearchX}
          size="compact"
          title={t('Sportsbook.no_markets')}
          testId="event-no-markets"
        />
      )}
      {groups.map((group) => (
        <section key={group.type} data-testid="market-group" className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold text-muted">
            {t(`Sportsbook.market_types.${group.type}`)}
          </h2>
          <div className="grid gap-2 xl:grid-cols-2">
            {group.markets.map((market) => (
              <MarketCard key={market.id} event={event} market={market} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
