import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PillNav } from '@/components/ui/pill-nav';
import { paths } from '@/config/paths';
import { useCategories } from '../api/get-categories';
import { iconByName } from '../utils/icon-by-name';

/**
 * A section's subcategories as chips, "All" first; shown on the section and on each of its
 * subcategories. Nothing for a category without any (Popular) or while they load.
 */
export function CategoryChips({ categoryKey }: { categoryKey: string }) {
  const { t } = useTranslation();
  const { data: categories = [] } = useCategories();
  const current = categories.find((category) => category.value === categoryKey);
  const parentId = current?.parentId ?? null;
  const section =
    parentId === null ? current : categories.find((category) => category.id === parentId);
  if (!section) return null;
  const children = categories
    .filter((category) => category.parentId === section.id)
    .sort((a, b) => a.position - b.position);
  if (children.length === 0) return null;

  const items = [
    { to: paths.categoryGames.getHref(section.value), label: t('Shared.all'), icon: LayoutGrid },
    ...children.map((child) => ({
      to: paths.categoryGames.getHref(child.value),
      label: child.title,
      icon: iconByName(child.icon),
    })),
  ];
  return (
    <div data-testid="category-chips">
      <PillNav items={items} label={section.title} />
    </div>
  );
}
