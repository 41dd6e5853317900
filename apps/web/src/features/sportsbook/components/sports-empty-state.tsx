import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

/** What a sport or the sportsbook shows while the line has no events. */
export function SportsEmptyState() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={CalendarClock}
      title={t('Sportsbook.empty_title')}
      description={t('Sportsbook.empty_description')}
    />
  );
}
