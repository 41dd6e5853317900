import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { FavoriteEvents } from '@/features/sportsbook/components/favorite-events';
import { OddsFormatSelect } from '@/features/sportsbook/components/odds-format-select';
import { RoutePage } from './route-page';

export function SportsbookFavoritesRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage
      title={t('Routes.sportsbook_favorites')}
      icon={Star}
      parents={[{ label: t('Routes.sportsbook'), href: paths.sportsbook.getHref() }]}
      actions={<OddsFormatSelect />}
    >
      <RequireAuth description={t('Auth.favorites_description')}>
        <FavoriteEvents />
      </RequireAuth>
    </RoutePage>
  );
}
