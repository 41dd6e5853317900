import { LogIn, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuthGate } from '@/lib/auth-gate';
import { useBets, type TBetsStatus } from '../../api/get-bets';
import { BetCard } from './bet-card';

/** The player's open and settled bets; a visitor is asked to sign in. */
export function MyBets({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { isSignedIn, requireAuth } = useAuthGate();
  const [status, setStatus] = useState<TBetsStatus>('open');
  const query = useBets(status);

  if (!isSignedIn)
    return (
      <EmptyState
        icon={LogIn}
        size="compact"
        title={t('Sportsbook.bets.sign_in')}
        testId="bets-sign-in"
        action={
          <Button variant="primary" onClick={() => requireAuth(() => undefined)}>
            {t('Sportsbook.sign_in')}
          </Button>
        }
      />
    );
  return (
    <div className="flex flex-col gap-3" data-testid="my-bets">
      <Tabs
        value={status}
        onValueChange={(value) => setStatus(value === 'settled' ? 'settled' : 'open')}
      >
        <TabsList>
          <TabsTrigger value="open">{t('Sportsbook.bets.open')}</TabsTrigger>
          <TabsTrigger value="settled">{t('Sportsbook.bets.settled')}</TabsTrigger>
        </TabsList>
      </Tabs>
      {query.isPending ? (
        <div className="flex flex-col gap-2" data-testid="bets-loading">
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      ) : query.isError ? (
        <LoadErrorState
          testId="bets-error"
          description={t('Sportsbook.bets.failed')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={Ticket}
          size="compact"
          testId="bets-empty"
          title={t(
            status === 'open' ? 'Sportsbook.bets.open_empty' : 'Sportsbook.bets.settled_empty',
          )}
        />
      ) : (
        <ul className={compact ? 'flex flex-col gap-2' : 'grid gap-2 lg:grid-cols-2'}>
          {query.data.items.map((bet) => (
            <BetCard key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
    </div>
  );
}
