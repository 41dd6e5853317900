import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { TGameSection } from '../config/game-sections';
import { GamesEmptyState } from './games-empty-state';

/** One casino section on the home page: its header, a link to the category and its games. */
export function GameSection({ section }: { section: TGameSection }) {
  const { t } = useTranslation();
  const Icon = section.icon;
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`section-${section.key}`}>
      <div className="flex items-center justify-between gap-3">
        <h2
          id={`section-${section.key}`}
          className="flex items-center gap-2.5 text-lg font-bold tracking-tight"
        >
          <span className="grid size-8 place-items-center rounded-lg bg-gold-500/12 text-gold-400 ring-1 ring-gold-500/20">
            <Icon className="size-4.5" />
          </span>
          {t(section.title)}
        </h2>
        <Link
          to={paths.categoryGames.getHref(section.key)}
          className="flex h-8 items-center gap-1 rounded-lg border border-line bg-surface-2 pr-2 pl-3 text-[13px] font-semibold text-muted transition-colors hover:border-gold-500/40 hover:text-fg"
        >
          {t('Games.view_all')}
          <ChevronRight className="size-4" />
        </Link>
      </div>
      <GamesEmptyState size="compact" />
    </section>
  );
}
