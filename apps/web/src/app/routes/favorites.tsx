import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProtectedEmptyPage } from './protected-empty-page';

export function FavoritesRoute() {
  const { t } = useTranslation();
  return (
    <ProtectedEmptyPage
      title={t('Routes.favorites')}
      icon={Heart}
      signInReason={t('Auth.favorites_description')}
      emptyTitle={t('Favorites.empty_title')}
      emptyDescription={t('Favorites.empty_description')}
    />
  );
}
