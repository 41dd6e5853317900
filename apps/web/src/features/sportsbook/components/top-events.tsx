import type { TEventSummary } from '@aurum/contracts/sportsbook';
import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pickTopEvents } from '../utils/event-lists';
import { EventRow } from './event-row';

export function TopEvents({ events }: { events: readonly TEventSummary[] }) {
  const { t } = useTranslation();
  const top = pickTopEvents(events);
  if (top.length === 0) return null;
  return (
    <section data-testid="top-events" className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Flame className="size-4 text-gold-400" />
        {t('Sportsbook.top_events')}
      </h2>
      <ul className="flex flex-col gap-2">
        {top.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
}
