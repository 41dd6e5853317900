import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { SignInPrompt } from '@/features/auth/components/sign-in-prompt';
import { RoutePage } from './route-page';

export function BonusGamesRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage
      title={t('Routes.bonus_games')}
      icon={Gift}
      parents={[{ label: t('Routes.bonuses'), href: paths.bonuses.getHref() }]}
    >
      <SignInPrompt description={t('Auth.bonuses_description')} />
    </RoutePage>
  );
}
