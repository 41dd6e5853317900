import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { BonusGames } from '@/features/bonuses/components/bonus-games';
import { RoutePage } from './route-page';

export function BonusGamesRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <RoutePage
      title={t('Routes.bonus_games')}
      icon={Gift}
      parents={[{ label: t('Routes.bonuses'), href: paths.bonuses.getHref() }]}
    >
      <RequireAuth description={t('Auth.bonuses_description')}>
        <BonusGames id={id} />
      </RequireAuth>
    </RoutePage>
  );
}
