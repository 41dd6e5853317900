import { SportsbookErrorDetail, type TEventsPage } from '@aurum/contracts/sportsbook';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { isApiError } from '@/lib/api-error';
import { EventListSkeleton } from './event-list-skeleton';
import { TournamentEvents } from './tournament-events';

interface EventsSectionProps {
  title: string;
  icon?: LucideIcon;
  query: UseQueryResult<TEventsPage>;
  /** What the section says when there are no events. */
  emptyTitle: string;
  testId: string;
  /** How to show the events; by tournament unless told. */
  children?: (page: TEventsPage) => ReactNode;
}

/** A titled list of events with its loading, error and empty states. */
export function EventsSection({
  title,
  icon: Icon,
  query,
  emptyTitle,
  testId,
  children,
}: EventsSectionProps) {
  const { t } = useTranslation();
  return (
    <section data-testid={testId} className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        {Icon && <Icon className="size-4 text-gold-400" />}
        {title}
        {query.data && (
          <span className="text-sm font-normal text-muted">{query.data.meta.total}</span>
        )}
      </h2>
      {query.isPending ? (
        <EventListSkeleton rows={3} />
      ) : query.isError ? (
        <LoadErrorState
          testId={`${testId}-error`}
          description={
            isApiError(query.error) && query.error.detail === SportsbookErrorDetail.sportNotFound
              ? t('Sportsbook.errors.sport_not_found')
              : t('Sportsbook.events_failed')
          }
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={CalendarClock}
          size="compact"
          title={emptyTitle}
          testId={`${testId}-empty`}
        />
      ) : children ? (
        children(query.data)
      ) : (
        <TournamentEvents events={query.data.items} />
      )}
    </section>
  );
}
