import { ChevronRight, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The sidebar's tournaments block: the first three running tournaments and a link to all.
 * There is no tournaments API yet, so it honestly says none are running.
 */
export function SidebarTournaments() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2 rounded-2xl border border-line/70 bg-surface-2/60 p-3">
      <div className="flex items-center justify-between">
        <h2 className="flex items-center gap-2 text-[13px] font-semibold text-fg">
          <Trophy className="size-4 text-gold-400" />
          {t('Sidebar.tournaments')}
        </h2>
        <Link
          to={paths.tournaments.getHref()}
          aria-label={t('Sidebar.all_tournaments')}
          className="flex items-center gap-0.5 text-xs font-medium text-muted transition-colors hover:text-gold-300"
        >
          {t('Shared.all')}
          <ChevronRight className="size-3.5" />
        </Link>
      </div>
      <p className="rounded-lg border border-dashed border-line px-3 py-2.5 text-center text-xs text-subtle">
        {t('Sidebar.no_tournaments')}
      </p>
    </section>
  );
}
