import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCategories } from '@/features/games/api/get-categories';
import { CategoryChips } from '@/features/games/components/category-chips';
import { findGameSection } from '@/features/games/config/game-sections';
import { iconByName } from '@/features/games/utils/icon-by-name';
import { GamesPage } from './games-page';

/** `/categories/{key}/games`: a section (with its subcategory chips) or a subcategory. */
export function CategoryGamesRoute() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const { data: categories } = useCategories();
  const category = categories?.find((item) => item.value === key);
  const parent = categories?.find((item) => item.id === category?.parentId);
  const section = findGameSection(key);
  const fallbackTitle = section ? t(section.title) : t('Routes.category');
  return (
    <GamesPage
      key={key}
      title={category?.title ?? fallbackTitle}
      icon={section?.icon ?? (category ? iconByName(category.icon) : LayoutGrid)}
      parents={
        parent ? [{ label: parent.title, href: paths.categoryGames.getHref(parent.value) }] : []
      }
      filters={{ category: key }}
    >
      <CategoryChips categoryKey={key} />
    </GamesPage>
  );
}
