import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { TSlotPhase } from './use-slot-show';

/**
 * The line above the reels: good luck, a spin's win, the free-spins award, and during free
 * spins the counter and multiplier.
 */
export function SlotBanner({
  phase,
  index,
  freeSpins,
  multiplier,
  win,
  accent,
}: {
  phase: TSlotPhase | null;
  index: number;
  freeSpins: number;
  multiplier: number;
  /** This spin's win as text, or null. */
  win: string | null;
  accent: string;
}) {
  const { t } = useTranslation();
  if (phase === 'banner') {
    return (
      <div
        data-testid="slot-free-banner"
        className="flex animate-[studio-banner_300ms_ease-out] items-center gap-2 rounded-full border-2 px-5 py-1.5 text-sm font-black tracking-wide uppercase"
        style={{ borderColor: accent, color: accent, boxShadow: `0 0 30px -6px ${accent}` }}
      >
        <Sparkles className="size-4" />
        {t('Studio.slots.free_spins_won', { count: freeSpins, multiplier })}
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      {index > 0 && (
        <span
          data-testid="slot-free-counter"
          className="rounded-full bg-violet-500/20 px-3 py-1 text-xs font-black text-violet-400 tabular-nums"
        >
          {t('Studio.slots.free_spin', { current: index, total: freeSpins })}
        </span>
      )}
      {index > 0 && multiplier > 1 && (
        <span className="rounded-full bg-gold-500/20 px-2.5 py-1 text-xs font-black text-gold-300">
          ×{multiplier}
        </span>
      )}
      <span
        className={cn(
          'rounded-full px-3 py-1 text-xs font-black tracking-wide uppercase tabular-nums',
          win
            ? 'animate-[studio-banner_250ms_ease-out] bg-mint-500/20 text-mint-300'
            : 'text-subtle',
        )}
        key={win ?? 'idle'}
      >
        {win
          ? t('Studio.slots.win', { amount: win })
          : index === 0
            ? t('Studio.slots.good_luck')
            : ''}
      </span>
    </div>
  );
}
