import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ProtectedEmptyPage } from './protected-empty-page';

export function SportsbookFavoritesRoute() {
  const { t } = useTranslation();
  return (
    <ProtectedEmptyPage
      title={t('Routes.sportsbook_favorites')}
      icon={Star}
      parents={[{ label: t('Routes.sportsbook'), href: paths.sportsbook.getHref() }]}
      signInReason={t('Auth.favorites_description')}
      emptyTitle={t('Favorites.empty_title')}
      emptyDescription={t('Favorites.events_empty_description')}
    />
  );
}
