import type { TTournamentPhase } from '@aurum/contracts/tournaments';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useTournaments } from '../api/get-tournaments';
import { TournamentCardSkeleton, TournamentCardView } from './tournament-card';

const PHASES: readonly TTournamentPhase[] = ['running', 'upcoming', 'finished'];

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 min-[1600px]:grid-cols-4';

function PhaseTournaments({ phase }: { phase: TTournamentPhase }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useTournaments(phase);
  if (isPending) {
    return (
      <div data-testid="tournaments-loading" className={gridClass}>
        {Array.from({ length: 3 }, (_, index) => (
          <TournamentCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <LoadErrorState
        testId="tournaments-error"
        description={t('Tournaments.load_error')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState
        testId="tournaments-empty"
        icon={Trophy}
        title={t(`Tournaments.empty.${phase}`)}
        description={t('Tournaments.empty_description')}
      />
    );
  }
  return (
    <ul className={gridClass}>
      {data.map((tournament) => (
        <li key={tournament.id} className="flex min-w-0 flex-col">
          <TournamentCardView tournament={tournament} />
        </li>
      ))}
    </ul>
  );
}

/** The tournaments by phase: running first, then upcoming and finished, one tab each. */
export function TournamentsList() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<string>('running');
  return (
    <Tabs value={phase} onValueChange={setPhase} className="flex flex-col gap-5">
      <TabsList className="w-full sm:w-fit">
        {PHASES.map((value) => (
          <TabsTrigger key={value} value={value} className="sm:min-w-32">
            {t(`Tournaments.phases.${value}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {PHASES.map((value) => (
        <TabsContent key={value} value={value}>
          <PhaseTournaments phase={value} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
