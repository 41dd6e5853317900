import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { RoutePage } from './route-page';

export function BonusesRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.bonuses')} icon={Gift}>
      <SignInPrompt description={t('Auth.bonuses_description')} />
    </RoutePage>
  );
}
