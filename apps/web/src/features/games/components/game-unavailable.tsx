import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** A game that cannot be opened (not in the catalogue). */
export function GameUnavailable() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Gamepad2}
      title={t('Games.unavailable_title')}
      description={t('Games.unavailable_description')}
      action={
        <Button variant="primary" asChild>
          <Link to={paths.home.getHref()}>{t('Shared.go_home')}</Link>
        </Button>
      }
    />
  );
}
