import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { RoutePage } from './route-page';

export function FavoritesRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.favorites')} icon={Heart}>
      <SignInPrompt description={t('Auth.favorites_description')} />
    </RoutePage>
  );
}
