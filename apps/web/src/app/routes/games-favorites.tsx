import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ProtectedEmptyPage } from './protected-empty-page';

export function GamesFavoritesRoute() {
  const { t } = useTranslation();
  return (
    <ProtectedEmptyPage
      title={t('Routes.games_favorites')}
      icon={Heart}
      parents={[{ label: t('Routes.favorites'), href: paths.favorites.getHref() }]}
      signInReason={t('Auth.favorites_description')}
      emptyTitle={t('Favorites.empty_title')}
      emptyDescription={t('Favorites.games_empty_description')}
    />
  );
}
