import type { TTournamentCard, TTournamentKind } from '@aurum/contracts/tournaments';
import { Crown, Flame, Medal, Trophy, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Each kind has its own colours and emblem, drawn here (no pictures to load). */
const ART: Record<TTournamentKind, { gradient: string; icon: LucideIcon }> = {
  total_wagered: {
    gradient: 'from-[#3a2406] via-[#7a4a0c] to-[#f5b120]',
    icon: Trophy,
  },
  sum_multipliers: {
    gradient: 'from-[#10213f] via-[#1f4f8f] to-[#4fb4ff]',
    icon: Flame,
  },
  best_multiplier: {
    gradient: 'from-[#2b0d36] via-[#6b1f7f] to-[#e25cff]',
    icon: Medal,
  },
  points_per_round: {
    gradient: 'from-[#0b2b22] via-[#14694f] to-[#3ee0a1]',
    icon: Trophy,
  },
};

const VIP_GRADIENT = 'from-[#1a1204] via-[#4a3508] to-[#ffd76a]';

/** A tournament's banner art: a gradient with rings and its emblem; a crown for VIP-only. */
export function TournamentArt({
  tournament,
  className,
}: {
  tournament: Pick<TTournamentCard, 'kind' | 'vipPlayersOnly'>;
  className?: string;
}) {
  const { gradient, icon: Icon } = ART[tournament.kind];
  return (
    <div
      aria-hidden
      className={cn(
        'relative overflow-hidden bg-linear-to-br',
        tournament.vipPlayersOnly ? VIP_GRADIENT : gradient,
        className,
      )}
    >
      <span className="absolute -top-1/2 -right-1/4 aspect-square w-3/4 rounded-full border-[14px] border-white/10" />
      <span className="absolute -bottom-1/3 -left-1/6 aspect-square w-1/2 rounded-full border-[10px] border-black/15" />
      <span className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(255_255_255/0.25),transparent_55%)]" />
      {tournament.vipPlayersOnly ? (
        <Crown className="absolute right-4 bottom-3 size-12 text-white/85 drop-shadow-lg" />
      ) : (
        <Icon className="absolute right-4 bottom-3 size-12 text-white/85 drop-shadow-lg" />
      )}
    </div>
  );
}
