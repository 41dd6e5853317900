import type { TTournamentCard } from '@aurum/contracts/tournaments';
import { Crown, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatAmount } from '@/lib/format-amount';
import { localized } from '../utils/tournament-text';
import { TournamentArt } from './tournament-art';
import { TournamentCountdown } from './tournament-countdown';

/** A badge on a tournament's art (VIP, join required). */
export function TournamentBadge({ icon: Icon, label }: { icon: typeof Crown; label: string }) {
  return (
    <span className="flex items-center gap-1 rounded-full bg-black/55 px-2 py-0.5 text-[11px] font-semibold text-gold-200 backdrop-blur-md">
      <Icon aria-hidden className="size-3" />
      {label}
    </span>
  );
}

/** One tournament in the list: its art, name, what it scores, the pool and the clock. */
export function TournamentCardView({ tournament }: { tournament: TTournamentCard }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={paths.tournament.getHref(tournament.id)}
      data-testid="tournament-card"
      data-tournament-id={tournament.id}
      className="group flex min-w-0 flex-col overflow-hidden rounded-2xl border border-line/80 bg-surface transition-colors hover:border-gold-500/40"
    >
      <div className="relative">
        <TournamentArt tournament={tournament} className="h-28 sm:h-32" />
        <div className="absolute top-2.5 left-2.5 flex flex-wrap gap-1.5">
          {tournament.vipPlayersOnly && (
            <TournamentBadge icon={Crown} label={t('Tournaments.vip')} />
          )}
          {tournament.joinRequired && (
            <TournamentBadge icon={Users} label={t('Tournaments.join_required')} />
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="truncate text-base font-bold text-fg group-hover:text-gold-200">
          {localized(tournament.names, i18n.language)}
        </h3>
        <p className="text-xs text-muted">
          {t(`Tournaments.kinds.${tournament.kind}`)} ·{' '}
          {t(`Tournaments.products.${tournament.product}`)}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <div className="flex flex-col">
            <span className="text-[11px] font-semibold tracking-wide text-subtle uppercase">
              {t('Tournaments.prize_pool')}
            </span>
            <span
              data-testid="tournament-pool"
              className="text-lg font-extrabold text-gold-300 tabular-nums"
            >
              {formatAmount(tournament.prizePool, 'USD', i18n.language)}
            </span>
          </div>
          <TournamentCountdown tournament={tournament} />
        </div>
      </div>
    </Link>
  );
}

export function TournamentCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-line/80 bg-surface">
      <Skeleton className="h-28 rounded-none sm:h-32" />
      <div className="flex flex-col gap-2 p-4">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="mt-3 h-6 w-1/3" />
      </div>
    </div>
  );
}
