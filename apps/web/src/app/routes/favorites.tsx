import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { FavoriteGames } from './catalogue/favorite-games';
import { RoutePage } from './route-page';

export function FavoritesRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.favorites')} icon={Heart}>
      <RequireAuth description={t('Auth.favorites_description')}>
        <FavoriteGames emptyDescription={t('Favorites.empty_description')} />
      </RequireAuth>
    </RoutePage>
  );
}
