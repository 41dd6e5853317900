import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { BonusesOverview } from '@/features/bonuses/components/bonuses-overview';
import { RoutePage } from './route-page';

export function BonusesRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.bonuses')} icon={Gift}>
      <RequireAuth description={t('Auth.bonuses_description')}>
        <BonusesOverview />
      </RequireAuth>
    </RoutePage>
  );
}
