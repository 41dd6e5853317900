import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { RoutePage } from '../route-page';
import { ProfileContent } from './profile-content';

export function ProfileRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage title={t('Routes.profile')} icon={UserRound}>
      <RequireAuth description={t('Auth.profile_description')}>
        <ProfileContent />
      </RequireAuth>
    </RoutePage>
  );
}
