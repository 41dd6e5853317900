import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSports } from '../api/get-sports';
import { sportIcon } from '@/components/ui/sport-icons';
import { SPORTS } from '../config/sports';
import { useSportName } from '../hooks/use-sportsbook-menu';

const chipClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-10 shrink-0 items-center gap-2 rounded-xl border px-4 text-[13px] font-semibold transition-colors',
    isActive
      ? 'border-mint-500/50 bg-mint-500/10 text-mint-300'
      : 'border-line bg-surface-2 text-muted hover:text-fg',
  );

/** Sport filters: every sport from the API with its live count (the fixed list until then). */
export function SportChips() {
  const { t } = useTranslation();
  const { data } = useSports();
  const sportName = useSportName();
  const chips =
    data?.items.map((sport) => ({
      slug: sport.slug,
      label: sportName(sport),
      live: sport.liveCount,
    })) ?? SPORTS.map((sport) => ({ slug: sport.slug, label: t(sport.title), live: 0 }));

  return (
    <nav
      aria-label={t('Sportsbook.sports_title')}
      data-testid="sport-chips"
      className="scrollbar-thin -mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0"
    >
      <NavLink to={paths.sportsbook.getHref()} end className={chipClass}>
        <LayoutGrid className="size-4" />
        {t('Sportsbook.all_sports')}
      </NavLink>
      {chips.map(({ slug, label, live }) => {
        const Icon = sportIcon(slug);
        return (
          <NavLink
            key={slug}
            to={paths.sport.getHref(slug)}
            className={chipClass}
            aria-label={
              live > 0 ? `${label}, ${t('Sportsbook.live_count', { count: live })}` : undefined
            }
          >
            <Icon className="size-4" />
            {label}
            {live > 0 && (
              <span className="rounded bg-danger/15 px-1.5 text-[11px] text-danger">{live}</span>
            )}
          </NavLink>
        );
      })}
    </nav>
  );
}
