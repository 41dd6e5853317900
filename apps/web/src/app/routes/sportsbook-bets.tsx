import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { MyBets } from '@/features/sportsbook/components/bets/my-bets';
import { RoutePage } from './route-page';

export function SportsbookBetsRoute() {
  const { t } = useTranslation();
  return (
    <RoutePage
      title={t('Routes.sportsbook_bets')}
      icon={Ticket}
      parents={[{ label: t('Routes.sportsbook'), href: paths.sportsbook.getHref() }]}
    >
      <RequireAuth description={t('Sportsbook.bets.sign_in')}>
        <MyBets />
      </RequireAuth>
    </RoutePage>
  );
}
