import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProtectedEmptyPage } from './protected-empty-page';

export function BonusesRoute() {
  const { t } = useTranslation();
  return (
    <ProtectedEmptyPage
      title={t('Routes.bonuses')}
      icon={Gift}
      signInReason={t('Auth.bonuses_description')}
      emptyTitle={t('Bonuses.empty_title')}
      emptyDescription={t('Bonuses.empty_description')}
    />
  );
}
