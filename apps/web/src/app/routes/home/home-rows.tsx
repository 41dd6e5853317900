import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useCategories } from '@/features/games/api/get-categories';
import { usePromoCategories } from '@/features/games/api/get-promo-categories';
import { GameRow } from '@/features/games/components/game-row';
import { findGameSection } from '@/features/games/config/game-sections';
import { iconByName } from '@/features/games/utils/icon-by-name';

/** The home page's rows: a section's games or a promo collection, in this order. */
const HOME_ROWS = [
  { kind: 'category', key: 'slots' },
  { kind: 'promo', key: 'new' },
  { kind: 'category', key: 'live' },
  { kind: 'promo', key: 'hot' },
  { kind: 'category', key: 'fast' },
  { kind: 'category', key: 'popular' },
] as const;

type THomeRow = (typeof HOME_ROWS)[number];

/** Rows `start` to `end` (exclusive) of games, with titles from the catalogue (translations stand in until it loads). */
export function HomeRows({ start, end }: { start: number; end?: number }) {
  const { t } = useTranslation();
  const { data: categories } = useCategories();
  const { data: promos } = usePromoCategories();

  return HOME_ROWS.slice(start, end).map((row: THomeRow) => {
    if (row.kind === 'promo') {
      const promo = promos?.find((item) => item.id === row.key);
      return (
        <GameRow
          key={row.key}
          id={row.key}
          title={promo?.title ?? t(`Games.promos.${row.key}`)}
          icon={promo ? iconByName(promo.icon) : Sparkles}
          href={paths.promoCategoryGames.getHref(row.key)}
          filters={{ promoCategory: row.key }}
        />
      );
    }
    const category = categories?.find((item) => item.value === row.key);
    const section = findGameSection(row.key);
    return (
      <GameRow
        key={row.key}
        id={row.key}
        title={category?.title ?? (section ? t(section.title) : row.key)}
        icon={section?.icon ?? iconByName(category?.icon ?? '')}
        href={paths.categoryGames.getHref(row.key)}
        filters={{ category: row.key }}
      />
    );
  });
}
