import type { TLeaderboardRow, TTournamentKind } from '@aurum/contracts/tournaments';
import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { prizeText } from '../utils/prize-text';
import { formatScore } from '../utils/tournament-text';

const podium = ['text-gold-300', 'text-slate-200', 'text-amber-600'];

/** The top places: masked names, scores and what each place wins; the player's row stands out. */
export function TournamentLeaderboard({
  rows,
  kind,
}: {
  rows: readonly TLeaderboardRow[];
  kind: TTournamentKind;
}) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) {
    return (
      <p
        data-testid="leaderboard-empty"
        className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-subtle"
      >
        {t('Tournaments.leaderboard_empty')}
      </p>
    );
  }
  return (
    <table data-testid="leaderboard" className="w-full table-fixed text-sm">
      <thead>
        <tr className="text-left text-[11px] font-semibold tracking-wide text-subtle uppercase">
          <th className="w-12 pb-2 font-semibold">{t('Tournaments.place')}</th>
          <th className="pb-2 font-semibold">{t('Tournaments.player')}</th>
          <th className="pb-2 text-right font-semibold">{t('Tournaments.score')}</th>
          <th className="hidden pb-2 text-right font-semibold sm:table-cell">
            {t('Tournaments.prize')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.place}
            data-testid="leaderboard-row"
            data-me={row.isMe || undefined}
            className={cn(
              'border-t border-line/60',
              row.isMe && 'bg-gold-500/12 font-semibold text-gold-200',
            )}
          >
            <td className="py-2 pl-1 tabular-nums">
              {row.place <= 3 ? (
                <span className="flex items-center gap-1">
                  <Medal aria-hidden className={cn('size-4', podium[row.place - 1])} />
                  {row.place}
                </span>
              ) : (
                row.place
              )}
            </td>
            <td className="truncate py-2">
              {row.player}
              {row.isMe && (
                <span className="ml-1.5 text-xs text-gold-400">({t('Tournaments.you')})</span>
              )}
            </td>
            <td className="py-2 text-right tabular-nums">
              {formatScore(kind, row.score, i18n.language)}
            </td>
            <td className="hidden truncate py-2 pr-1 text-right text-xs text-muted sm:table-cell">
              {row.prize ? prizeText(row.prize, t, i18n.language) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
