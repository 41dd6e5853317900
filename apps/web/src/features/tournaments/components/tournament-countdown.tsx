import type { TTournamentCard } from '@aurum/contracts/tournaments';
import { useQueryClient } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/hooks/use-countdown';
import { cn } from '@/lib/cn';
import { TOURNAMENTS_QUERY_KEY } from '../api/get-tournaments';
import { formatTimeLeft } from '../utils/time-left';

/**
 * Time until a tournament starts (upcoming) or ends (running); the end date once finished.
 * Reaching zero asks every tournaments query again, so the phases shown stay right.
 */
export function TournamentCountdown({
  tournament,
  compact = false,
  className,
}: {
  tournament: Pick<TTournamentCard, 'phase' | 'startsAt' | 'endsAt'>;
  /** Only the time (narrow places); the full label stays as the timer's name. */
  compact?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { phase } = tournament;
  const deadline = Date.parse(phase === 'upcoming' ? tournament.startsAt : tournament.endsAt);
  const left = useCountdown(phase === 'finished' ? null : deadline);
  const reachedZero = phase !== 'finished' && left === 0;

  useEffect(() => {
    if (reachedZero) void queryClient.invalidateQueries({ queryKey: TOURNAMENTS_QUERY_KEY });
  }, [reachedZero, queryClient]);

  const time = formatTimeLeft(left, t('Tournaments.day_unit'));
  const label =
    phase === 'finished'
      ? t('Tournaments.ended_on', {
          date: new Date(tournament.endsAt).toLocaleDateString(i18n.language, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
          }),
        })
      : t(phase === 'upcoming' ? 'Tournaments.starts_in' : 'Tournaments.ends_in', {
          time,
        });
  return (
    <span
      role="timer"
      aria-label={compact ? label : undefined}
      data-testid="tournament-countdown"
      className={cn(
        'flex items-center gap-1.5 text-xs font-medium text-muted tabular-nums',
        className,
      )}
    >
      <Timer aria-hidden className="size-3.5 shrink-0 text-gold-400" />
      {compact && phase !== 'finished' ? time : label}
    </span>
  );
}
