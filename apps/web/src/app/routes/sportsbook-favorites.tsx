import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { RoutePage } from './route-page';

export function SportsbookFavoritesRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage
      title={t('Routes.sportsbook_favorites')}
      icon={Star}
      parents={[{ label: t('Routes.sportsbook'), href: paths.sportsbook.getHref() }]}
    >
      <SignInPrompt description={t('Auth.favorites_description')} />
    </RoutePage>
  );
}
