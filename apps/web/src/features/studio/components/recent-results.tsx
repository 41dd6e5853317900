import { MULTIPLIER_SCALE } from '@aurum/games';
import { cn } from '@/lib/cn';
import { useStudio } from './studio-context';

/** The multipliers of the last rounds, newest first. */
export function RecentResults({ className }: { className?: string }) {
  const { recent } = useStudio().rounds;
  return (
    <ol
      data-testid="studio-recent"
      className={cn(
        'flex min-w-0 flex-row-reverse items-center justify-start gap-1.5 overflow-hidden [mask-image:linear-gradient(to_left,black_85%,transparent)]',
        className,
      )}
    >
      {recent.map((entry, index) => (
        <li
          key={entry.roundId}
          className={cn(
            'shrink-0 rounded-md px-2 py-1 font-mono text-[11px] font-bold tabular-nums',
            index === 0 && 'animate-[studio-slide-in_300ms_ease-out]',
            entry.multiplier >= MULTIPLIER_SCALE
              ? 'bg-mint-500/20 text-mint-300'
              : entry.payout > 0n
                ? 'bg-gold-500/15 text-gold-300'
                : 'bg-surface-3/90 text-muted',
          )}
        >
          {entry.label}
        </li>
      ))}
    </ol>
  );
}
