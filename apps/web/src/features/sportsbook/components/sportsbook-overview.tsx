import { CalendarClock, Radio } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEvents } from '../api/get-events';
import { isSearching } from '../utils/event-lists';
import { EventSearch, EventSearchResults } from './event-search';
import { EventsSection } from './events-section';
import { TopEvents } from './top-events';

/**
 * `/sportsbook` (no sport) or one sport's page: search, then live now, top events and upcoming,
 * each with its own loading, empty and error state.
 */
export function SportsbookOverview({ sport }: { sport?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const live = useEvents({ sport, status: 'live', limit: 50 });
  const upcoming = useEvents({ sport, status: 'upcoming', limit: 50 });

  return (
    <div className="flex flex-col gap-6">
      <EventSearch value={search} onChange={setSearch} />
      {isSearching(search) ? (
        <EventSearchResults text={search} sport={sport} />
      ) : (
        <>
          <EventsSection
            title={t('Sportsbook.live_now')}
            icon={Radio}
            query={live}
            emptyTitle={t('Sportsbook.live_empty')}
            testId="live-events"
          />
          {!sport && upcoming.data && <TopEvents events={upcoming.data.items} />}
          <EventsSection
            title={t('Sportsbook.upcoming')}
            icon={CalendarClock}
            query={upcoming}
            emptyTitle={t('Sportsbook.upcoming_empty')}
            testId="upcoming-events"
          />
        </>
      )}
    </div>
  );
}
