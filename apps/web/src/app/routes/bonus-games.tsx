import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ProtectedEmptyPage } from './protected-empty-page';

export function BonusGamesRoute() {
  const { t } = useTranslation();
  return (
    <ProtectedEmptyPage
      title={t('Routes.bonus_games')}
      icon={Gift}
      parents={[{ label: t('Routes.bonuses'), href: paths.bonuses.getHref() }]}
      signInReason={t('Auth.bonuses_description')}
      emptyTitle={t('Bonuses.games_empty_title')}
      emptyDescription={t('Bonuses.games_empty_description')}
    />
  );
}
