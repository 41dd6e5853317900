import { History, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useFairRounds } from '../api/get-fair-rounds';
import { FairRoundRow } from './fair-round-row';

/** The player's rounds, newest first, ten at a time, each with its check. */
export function FairRoundsList() {
  const { t } = useTranslation();
  const rounds = useFairRounds();
  if (rounds.isPending) {
    return (
      <div data-testid="fairness-rounds-loading" aria-busy className="flex flex-col gap-2.5">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  }
  if (rounds.isError && !rounds.data) {
    return (
      <LoadErrorState
        testId="fairness-rounds-error"
        description={t('Fairness.rounds_error')}
        onRetry={() => void rounds.refetch()}
      />
    );
  }
  const items = rounds.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        testId="fairness-rounds-empty"
        icon={History}
        size="compact"
        title={t('Fairness.rounds_empty_title')}
        description={t('Fairness.rounds_empty_description')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2.5">
        {items.map((round) => (
          <FairRoundRow key={round.id} round={round} />
        ))}
      </ul>
      {rounds.isFetchNextPageError && (
        <p className="text-center text-[13px] text-danger">{t('Fairness.rounds_error')}</p>
      )}
      {rounds.hasNextPage && (
        <Button
          variant="outline"
          data-testid="fairness-rounds-more"
          disabled={rounds.isFetchingNextPage}
          onClick={() => void rounds.fetchNextPage()}
        >
          {rounds.isFetchingNextPage && <LoaderCircle className="size-4 animate-spin" />}
          {t('Fairness.load_more')}
        </Button>
      )}
    </div>
  );
}
