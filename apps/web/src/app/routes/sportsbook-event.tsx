import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useEvent } from '@/features/sportsbook/api/get-event';
import { EventDetails } from '@/features/sportsbook/components/event-details';
import { OddsFormatSelect } from '@/features/sportsbook/components/odds-format-select';
import { sportIcon } from '@/components/ui/sport-icons';
import { findSport, sportNameFromSlug } from '@/features/sportsbook/config/sports';
import { RoutePage } from './route-page';

export function SportsbookEventRoute() {
  const { t } = useTranslation();
  const { sportSlug = '', eventId = '' } = useParams();
  const sport = findSport(sportSlug);
  // The same query the page's content reads: the title follows it from the cache.
  const { data: event } = useEvent(eventId);
  return (
    <RoutePage
      title={event?.name ?? t('Routes.sportsbook_event')}
      icon={sportIcon(sportSlug)}
      parents={[
        { label: t('Routes.sportsbook'), href: paths.sportsbook.getHref() },
        {
          label: sport ? t(sport.title) : sportNameFromSlug(sportSlug),
          href: paths.sport.getHref(sportSlug),
        },
      ]}
      actions={<OddsFormatSelect />}
    >
      <EventDetails key={eventId} eventId={eventId} />
    </RoutePage>
  );
}
