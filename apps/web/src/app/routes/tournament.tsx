import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { RoutePage } from './route-page';

export function TournamentRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage
      title={t('Routes.tournament')}
      icon={Trophy}
      parents={[{ label: t('Routes.tournaments'), href: paths.tournaments.getHref() }]}
    >
      <EmptyState
        icon={Trophy}
        title={t('Tournaments.unavailable_title')}
        description={t('Tournaments.unavailable_description')}
        action={
          <Button variant="primary" asChild>
            <Link to={paths.tournaments.getHref()}>{t('Sidebar.all_tournaments')}</Link>
          </Button>
        }
      />
    </RoutePage>
  );
}
