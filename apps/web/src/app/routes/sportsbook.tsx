import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OddsFormatSelect } from '@/features/sportsbook/components/odds-format-select';
import { SportChips } from '@/features/sportsbook/components/sport-chips';
import { SportsbookOverview } from '@/features/sportsbook/components/sportsbook-overview';
import { RoutePage } from './route-page';

export function SportsbookRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.sportsbook')} icon={Trophy} actions={<OddsFormatSelect />}>
      <SportChips />
      <SportsbookOverview />
    </RoutePage>
  );
}
