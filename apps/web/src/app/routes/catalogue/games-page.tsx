import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCrumb } from '@/components/ui/breadcrumbs';
import { useGames, type TGameFilters } from '@/features/games/api/get-games';
import { GameList } from '@/features/games/components/game-list';
import { GameSortSelect } from '@/features/games/components/game-sort-select';
import { RoutePage } from '../route-page';
import { useSortParam } from './use-sort-param';

interface GamesPageProps {
  title: string;
  icon: LucideIcon;
  parents?: TCrumb[];
  /** Which games: a category, a provider or a promo collection. */
  filters: Omit<TGameFilters, 'sort'>;
  /** Between the title and the grid (subcategory chips). */
  children?: ReactNode;
}

/** A category, provider or collection page: sortable games grid that loads as it scrolls. */
export function GamesPage({ title, icon, parents, filters, children }: GamesPageProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useSortParam();
  const query = useGames({ ...filters, sort });
  const total = query.data?.pages[0]?.meta.total;
  return (
    <RoutePage
      title={title}
      icon={icon}
      parents={parents}
      description={total === undefined ? undefined : t('Games.total', { count: total })}
      actions={<GameSortSelect value={sort} onChange={setSort} />}
    >
      {children}
      <GameList query={query} />
    </RoutePage>
  );
}
