import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { RoutePage } from './route-page';

export function GamesLastRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.games_last')} icon={History}>
      <SignInPrompt description={t('Auth.last_games_description')} />
    </RoutePage>
  );
}
