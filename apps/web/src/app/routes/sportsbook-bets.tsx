import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useSession } from '@/features/auth/hooks/use-session';
import { MyBets } from '@/features/sportsbook/components/bets/my-bets';
import { RoutePage } from './route-page';

export function SportsbookBetsRoute() {
  const { t } = useTranslation();
  const { me } = useSession();
  return (
    <RoutePage
      title={t('Routes.sportsbook_bets')}
      icon={Ticket}
      parents={[{ label: t('Routes.sportsbook'), href: paths.sportsbook.getHref() }]}
    >
      <RequireAuth description={t('Sportsbook.bets.sign_in')}>
        <MyBets currency={me?.primaryCurrency} />
      </RequireAuth>
    </RoutePage>
  );
}
