import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useProviders } from '@/features/games/api/get-providers';
import { ProvidersGrid } from '@/features/games/components/providers-grid';
import { RoutePage } from '../route-page';
import { GamesPage } from './games-page';

/** The menu's "all providers" entry points at `/providers/all/games`. */
export const ALL_PROVIDERS_ID = 'all';

/** `/providers/{id}/games`: a studio's games; for `all`, every studio instead. */
export function ProviderGamesRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: providers } = useProviders();
  const allProvidersHref = paths.providerGames.getHref(ALL_PROVIDERS_ID);

  if (id === ALL_PROVIDERS_ID) {
    return (
      <RoutePage
        title={t('Games.all_providers')}
        icon={Building2}
        description={
          providers ? t('Games.providers_total', { count: providers.length }) : undefined
        }
      >
        <ProvidersGrid />
      </RoutePage>
    );
  }
  const provider = providers?.find((item) => item.id === id);
  return (
    <GamesPage
      key={id}
      title={provider?.name ?? t('Routes.provider')}
      icon={Building2}
      parents={[{ label: t('Games.all_providers'), href: allProvidersHref }]}
      filters={{ provider: id }}
    />
  );
}
