import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { FavoriteGames } from './catalogue/favorite-games';
import { RoutePage } from './route-page';

export function GamesFavoritesRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage
      title={t('Routes.games_favorites')}
      icon={Heart}
      parents={[{ label: t('Routes.favorites'), href: paths.favorites.getHref() }]}
    >
      <RequireAuth description={t('Auth.favorites_description')}>
        <FavoriteGames emptyDescription={t('Favorites.games_empty_description')} />
      </RequireAuth>
    </RoutePage>
  );
}
