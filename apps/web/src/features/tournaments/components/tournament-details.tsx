import type { TTournamentDetail } from '@aurum/contracts/tournaments';
import { Crown, Gift, ListOrdered, ScrollText, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadErrorState } from '@/components/ui/load-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { formatAmount } from '@/lib/format-amount';
import { useTournament } from '../api/get-tournament';
import { prizeText } from '../utils/prize-text';
import { localized } from '../utils/tournament-text';
import { TournamentArt } from './tournament-art';
import { TournamentBadge } from './tournament-card';
import { TournamentCountdown } from './tournament-countdown';
import { TournamentLeaderboard } from './tournament-leaderboard';
import { TournamentStanding } from './tournament-standing';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-t border-line/60 py-2 text-sm first:border-t-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-semibold text-fg">{value}</dd>
    </div>
  );
}

function TournamentRules({ tournament }: { tournament: TTournamentDetail }) {
  const { t, i18n } = useTranslation();
  const description = localized(tournament.descriptions, i18n.language);
  return (
    <Card title={t('Tournaments.rules')} icon={ScrollText} testId="tournament-rules">
      {description && <p className="text-sm whitespace-pre-line text-muted">{description}</p>}
      <p data-testid="tournament-kind-rule" className="text-sm text-fg">
        {t(`Tournaments.kind_rules.${tournament.kind}`, { points: tournament.roundPoints })}
      </p>
      <dl>
        <Fact
          label={t('Tournaments.counts')}
          value={t(`Tournaments.products.${tournament.product}`)}
        />
        <Fact
          label={t('Tournaments.min_bet')}
          value={formatAmount(tournament.minBet, 'USD', i18n.language)}
        />
        <Fact
          label={t('Tournaments.daily_cap')}
          value={
            tournament.dailyCap === null
              ? t('Tournaments.no_cap')
              : t('Tournaments.bets_per_day', { count: tournament.dailyCap })
          }
        />
        {tournament.product === 'casino' && (
          <Fact
            label={t('Tournaments.games')}
            value={
              tournament.gameIds.length === 0 && tournament.providerIds.length === 0
                ? t('Tournaments.all_games')
                : tournament.providerIds.length > 0
                  ? tournament.providerIds.join(', ')
                  : t('Tournaments.selected_games', { count: tournament.gameIds.length })
            }
          />
        )}
      </dl>
    </Card>
  );
}

function TournamentPrizes({ tournament }: { tournament: TTournamentDetail }) {
  const { t, i18n } = useTranslation();
  if (tournament.prizes.length === 0) return null;
  return (
    <Card title={t('Tournaments.prizes')} icon={Gift} testId="tournament-prizes">
      <ol className="flex flex-col">
        {tournament.prizes.map((prize) => (
          <li
            key={prize.place}
            className="flex justify-between gap-3 border-t border-line/60 py-2 text-sm first:border-t-0"
          >
            <span className="text-muted">{t('Tournaments.place_n', { place: prize.place })}</span>
            <span className="text-right font-semibold text-gold-200">
              {prizeText(prize, t, i18n.language)}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function TournamentHero({ tournament }: { tournament: TTournamentDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="relative overflow-hidden rounded-2xl border border-line/80">
      <TournamentArt tournament={tournament} className="absolute inset-0 opacity-90" />
      <div className="relative flex flex-col gap-3 bg-linear-to-r from-black/80 via-black/55 to-transparent p-5 sm:p-7">
        <div className="flex flex-wrap gap-1.5">
          <TournamentBadge icon={Trophy} label={t(`Tournaments.phase_badge.${tournament.phase}`)} />
          {tournament.vipPlayersOnly && (
            <TournamentBadge icon={Crown} label={t('Tournaments.vip')} />
          )}
          {tournament.joinRequired && (
            <TournamentBadge icon={Users} label={t('Tournaments.join_required')} />
          )}
        </div>
        <h2
          data-testid="tournament-name"
          className="text-2xl font-extrabold text-white sm:text-3xl"
        >
          {localized(tournament.names, i18n.language)}
        </h2>
        <p className="text-sm text-white/80">{t(`Tournaments.kinds.${tournament.kind}`)}</p>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
          <div className="flex flex-col">
            <span className="text-[11px] font-semibold tracking-wide text-white/60 uppercase">
              {t('Tournaments.prize_pool')}
            </span>
            <span className="text-2xl font-extrabold text-gold-300 tabular-nums">
              {formatAmount(tournament.prizePool, 'USD', i18n.language)}
            </span>
          </div>
          <span className="flex items-center gap-1.5 text-xs text-white/80">
            <Users aria-hidden className="size-3.5" />
            {t('Tournaments.participants', { count: tournament.participants })}
          </span>
          <TournamentCountdown tournament={tournament} className="text-white/85" />
        </div>
      </div>
    </div>
  );
}

function TournamentDetailsSkeleton() {
  return (
    <div data-testid="tournament-loading" className="flex flex-col gap-4">
      <Skeleton className="h-48 w-full rounded-2xl" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}

/**
 * A tournament's page: what it is, the player's standing (or join), the leaderboard, prizes,
 * rules and the games that count (`games`, rendered by the app from the catalogue).
 */
export function TournamentDetails({
  id,
  games,
}: {
  id: string;
  games?: (tournament: TTournamentDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data: tournament, isPending, isError, error, refetch } = useTournament(id);
  if (isPending) return <TournamentDetailsSkeleton />;
  if (isError) {
    if (isApiError(error) && error.status === 404) {
      return (
        <EmptyState
          testId="tournament-not-found"
          icon={Trophy}
          title={t('Tournaments.unavailable_title')}
          description={t('Tournaments.unavailable_description')}
          action={
            <Button variant="primary" asChild>
              <Link to={paths.tournaments.getHref()}>{t('Sidebar.all_tournaments')}</Link>
            </Button>
          }
        />
      );
    }
    return (
      <LoadErrorState
        testId="tournament-error"
        description={t('Tournaments.load_error')}
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <div data-testid="tournament-details" className="flex flex-col gap-4">
      <TournamentHero tournament={tournament} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Card title={t('Tournaments.my_standing')} icon={Trophy}>
            <TournamentStanding tournament={tournament} />
          </Card>
          <Card title={t('Tournaments.leaderboard')} icon={ListOrdered}>
            <TournamentLeaderboard rows={tournament.leaderboard} kind={tournament.kind} />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <TournamentPrizes tournament={tournament} />
          <TournamentRules tournament={tournament} />
        </div>
      </div>
      {games?.(tournament)}
    </div>
  );
}
