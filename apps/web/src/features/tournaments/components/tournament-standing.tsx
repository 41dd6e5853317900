import type { TTournamentDetail } from '@aurum/contracts/tournaments';
import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useAuthGate } from '@/lib/auth-gate';
import { useJoinTournament } from '../api/join-tournament';
import { formatScore } from '../utils/tournament-text';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex min-w-0 flex-col rounded-xl border border-line/70 bg-surface-2/70 px-3 py-2">
      <span className="truncate text-[11px] font-semibold tracking-wide text-subtle uppercase">
        {label}
      </span>
      <span data-testid={testId} className="truncate text-lg font-extrabold text-fg tabular-nums">
        {value}
      </span>
    </div>
  );
}

/**
 * The player's own standing (place, score, the gap to the next prize place), or what they must
 * do to take part: sign in, or join a tournament that needs joining.
 */
export function TournamentStanding({ tournament }: { tournament: TTournamentDetail }) {
  const { t, i18n } = useTranslation();
  const { requireAuth } = useAuthGate();
  const join = useJoinTournament(tournament.id);
  const { me, kind, phase } = tournament;
  const open = phase !== 'finished';

  if (!me) {
    if (!open) return null;
    return (
      <div data-testid="tournament-standing" className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('Tournaments.sign_in_to_play')}</p>
        <Button variant="primary" onClick={() => requireAuth(() => undefined)}>
          <LogIn className="size-4" />
          {t('Tournaments.sign_in')}
        </Button>
      </div>
    );
  }

  if (!me.joined && tournament.joinRequired) {
    if (!open) return null;
    return (
      <div data-testid="tournament-standing" className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('Tournaments.join_hint')}</p>
        <Button
          variant="primary"
          data-testid="tournament-join"
          disabled={join.isPending}
          onClick={() => join.mutate()}
        >
          <UserPlus className="size-4" />
          {t('Tournaments.join')}
        </Button>
      </div>
    );
  }

  const gap =
    me.nextPrizePlace !== null && me.gapToNextPrize !== null
      ? t('Tournaments.gap_to_prize', {
          gap: formatScore(kind, me.gapToNextPrize, i18n.language),
          place: me.nextPrizePlace,
        })
      : null;
  return (
    <div data-testid="tournament-standing" className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2">
        <Figure
          label={t('Tournaments.my_place')}
          value={me.place === null ? '—' : `#${me.place}`}
          testId="my-place"
        />
        <Figure
          label={t('Tournaments.my_score')}
          value={formatScore(kind, me.score, i18n.language)}
          testId="my-score"
        />
      </div>
      {me.place === null && open && (
        <p className="text-sm text-muted">{t('Tournaments.play_to_score')}</p>
      )}
      {gap && (
        <p data-testid="my-gap" className="text-sm text-gold-200">
          {gap}
        </p>
      )}
    </div>
  );
}
