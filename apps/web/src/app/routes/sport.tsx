import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { OddsFormatSelect } from '@/features/sportsbook/components/odds-format-select';
import { SportChips } from '@/features/sportsbook/components/sport-chips';
import { SportsbookOverview } from '@/features/sportsbook/components/sportsbook-overview';
import { sportIcon } from '@/components/ui/sport-icons';
import { findSport, sportNameFromSlug } from '@/features/sportsbook/config/sports';
import { RoutePage } from './route-page';

export function SportRoute() {
  const { t } = useTranslation();
  const { sportSlug = '' } = useParams();
  const sport = findSport(sportSlug);
  return (
    <RoutePage
      title={sport ? t(sport.title) : sportNameFromSlug(sportSlug)}
      icon={sportIcon(sportSlug)}
      parents={[{ label: t('Routes.sportsbook'), href: paths.sportsbook.getHref() }]}
      actions={<OddsFormatSelect />}
    >
      <SportChips />
      <SportsbookOverview key={sportSlug} sport={sportSlug} />
    </RoutePage>
  );
}
