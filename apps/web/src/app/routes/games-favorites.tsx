import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { RoutePage } from './route-page';

export function GamesFavoritesRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage
      title={t('Routes.games_favorites')}
      icon={Heart}
      parents={[{ label: t('Routes.favorites'), href: paths.favorites.getHref() }]}
    >
      <SignInPrompt description={t('Auth.favorites_description')} />
    </RoutePage>
  );
}
