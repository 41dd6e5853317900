import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useFairness } from '../api/get-fairness';
import { ClientSeedForm } from './client-seed-form';
import { RevealedSeeds } from './revealed-seeds';
import { RotateSeed } from './rotate-seed';
import { SeedValue } from './seed-value';

function SeedsSkeleton() {
  return (
    <div data-testid="fairness-loading" aria-busy className="flex flex-col gap-4">
      <Skeleton className="h-3 w-32" />
      <Skeleton className="h-14 rounded-lg" />
      <Skeleton className="h-3 w-24" />
      <Skeleton className="h-11 rounded-xl" />
      <Skeleton className="h-28 rounded-2xl" />
    </div>
  );
}

/** The current pair: the server seed's hash, the client seed (editable), the nonce, rotation. */
export function SeedsTab() {
  const { t } = useTranslation();
  const fairness = useFairness();
  if (fairness.isPending) return <SeedsSkeleton />;
  if (fairness.isError) {
    return (
      <LoadErrorState
        testId="fairness-error"
        description={t('Fairness.load_error')}
        onRetry={() => void fairness.refetch()}
      />
    );
  }
  const { serverSeedHash, clientSeed, nonce, previous } = fairness.data;
  return (
    <div className="flex flex-col gap-5">
      <section className="flex flex-col gap-4 rounded-2xl border border-line/80 bg-surface-2/40 p-4">
        <SeedValue
          label={t('Fairness.server_seed_hash')}
          value={serverSeedHash}
          copyLabel={t('Fairness.copy_hash')}
          testId="fairness-server-hash"
        />
        <ClientSeedForm clientSeed={clientSeed} />
        <p className="flex items-center justify-between gap-3 text-[13px] text-muted">
          {t('Fairness.next_nonce')}
          <span
            data-testid="fairness-nonce"
            className="rounded-md bg-surface-3 px-2 py-0.5 font-mono text-fg"
          >
            {nonce}
          </span>
        </p>
      </section>
      <RotateSeed />
      <RevealedSeeds seeds={previous} />
    </div>
  );
}
