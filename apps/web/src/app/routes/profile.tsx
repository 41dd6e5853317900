import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { RoutePage } from './route-page';

export function ProfileRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.profile')} icon={UserRound}>
      <SignInPrompt description={t('Auth.profile_description')} />
    </RoutePage>
  );
}
