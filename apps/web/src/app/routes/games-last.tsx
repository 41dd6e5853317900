import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProtectedEmptyPage } from './protected-empty-page';

export function GamesLastRoute() {
  const { t } = useTranslation();
  return (
    <ProtectedEmptyPage
      title={t('Routes.games_last')}
      icon={History}
      signInReason={t('Auth.last_games_description')}
      emptyTitle={t('Games.last_empty_title')}
      emptyDescription={t('Games.last_empty_description')}
    />
  );
}
