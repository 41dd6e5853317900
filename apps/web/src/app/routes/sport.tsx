import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { SportsEmptyState } from '@/features/sportsbook/components/sports-empty-state';
import { findSport, sportNameFromSlug } from '@/features/sportsbook/config/sports';
import { RoutePage } from './route-page';
import { SportsPills } from './sports-pills';

export function SportRoute() {
  const { t } = useTranslation();
  const { sportSlug = '' } = useParams();
  const sport = findSport(sportSlug);
  return (
    <RoutePage
      title={sport ? t(sport.title) : sportNameFromSlug(sportSlug)}
      icon={sport?.icon ?? Trophy}
      parents={[{ label: t('Routes.sportsbook'), href: paths.sportsbook.getHref() }]}
    >
      <SportsPills />
      <SportsEmptyState />
    </RoutePage>
  );
}
