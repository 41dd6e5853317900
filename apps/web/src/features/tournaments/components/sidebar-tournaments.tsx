import { ChevronRight, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatAmount } from '@/lib/format-amount';
import { useTournaments } from '../api/get-tournaments';
import { localized } from '../utils/tournament-text';
import { TournamentArt } from './tournament-art';
import { TournamentCountdown } from './tournament-countdown';

/** The sidebar shows this many running tournaments (spec 9). */
export const SIDEBAR_TOURNAMENTS = 3;

const note =
  'rounded-lg border border-dashed border-line px-3 py-2.5 text-center text-xs text-subtle';

function SidebarTournamentList() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useTournaments('running');
  if (isPending) {
    return (
      <div data-testid="sidebar-tournaments-loading" className="flex flex-col gap-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (isError) return <p className={note}>{t('Tournaments.load_error')}</p>;
  if (data.length === 0) return <p className={note}>{t('Sidebar.no_tournaments')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {data.slice(0, SIDEBAR_TOURNAMENTS).map((tournament) => (
        <li key={tournament.id}>
          <Link
            to={paths.tournament.getHref(tournament.id)}
            data-testid="sidebar-tournament"
            className="flex min-w-0 items-center gap-2.5 rounded-xl border border-line/60 bg-surface/70 p-2 transition-colors hover:border-gold-500/40"
          >
            <TournamentArt
              tournament={tournament}
              className="size-10 shrink-0 rounded-lg [&_svg]:right-1.5 [&_svg]:bottom-1.5 [&_svg]:size-6"
            />
            <span className="flex min-w-0 flex-col gap-0.5">
              <span
                title={localized(tournament.names, i18n.language)}
                className="truncate text-[13px] font-semibold text-fg"
              >
                {localized(tournament.names, i18n.language)}
              </span>
              <span className="truncate text-xs font-bold text-gold-300 tabular-nums">
                {formatAmount(tournament.prizePool, 'USD', i18n.language)}
              </span>
              <TournamentCountdown tournament={tournament} compact className="text-[11px]" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The sidebar's tournaments block: the first three running tournaments and a link to all. */
export function SidebarTournaments() {
  const { t } = useTranslation();
  return (
    <section
      data-testid="sidebar-tournaments"
      className="flex flex-col gap-2 rounded-2xl border border-line/70 bg-surface-2/60 p-3"
    >
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
      <SidebarTournamentList />
    </section>
  );
}
