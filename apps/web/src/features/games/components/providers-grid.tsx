import type { TProvider } from '@aurum/contracts/catalogue';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useProviders } from '../api/get-providers';
import { GamesEmptyState } from './games-empty-state';
import { GamesErrorState } from './games-error-state';
import { ProviderLogo } from './provider-logo';

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

function ProviderCard({ provider }: { provider: TProvider }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.providerGames.getHref(provider.id)}
      data-testid="provider-card"
      className="group flex flex-col items-center gap-3 rounded-2xl border border-line/80 bg-surface p-4 text-center transition-[border-color,background-color,translate] hover:-translate-y-0.5 hover:border-gold-500/40 hover:bg-surface-2 sm:p-5"
    >
      <ProviderLogo
        src={provider.logo}
        name={provider.name}
        className="h-16 w-full max-w-48 rounded-xl bg-surface-2 text-[44px] group-hover:bg-surface-3"
      />
      <span className="flex w-full flex-col gap-0.5">
        <span className="truncate text-sm font-semibold text-fg">{provider.name}</span>
        <span className="flex items-center justify-center gap-0.5 text-xs text-muted group-hover:text-gold-300">
          {t('Games.total', { count: provider.gamesCount })}
          <ChevronRight className="size-3.5" />
        </span>
      </span>
    </Link>
  );
}

/** Every studio of the catalogue with its logo and number of games (`/providers/all/games`). */
export function ProvidersGrid() {
  const providers = useProviders();
  if (providers.isPending) {
    return (
      <div data-testid="providers-loading" className={gridClass}>
        {Array.from({ length: 10 }, (_, index) => (
          <Skeleton key={index} className="h-40 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (providers.isError) return <GamesErrorState onRetry={() => void providers.refetch()} />;
  if (providers.data.length === 0) return <GamesEmptyState />;
  return (
    <div data-testid="providers-grid" className={gridClass}>
      {providers.data.map((provider) => (
        <ProviderCard key={provider.id} provider={provider} />
      ))}
    </div>
  );
}
