import { Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { TKenoTileState } from './keno-picks';

/** The 40 numbers, 8 by 5: tap to pick; drawn balls light up, hits glow. */
export function KenoBoard({
  states,
  disabled,
  onToggle,
}: {
  states: readonly TKenoTileState[];
  disabled: boolean;
  onToggle: (number: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="keno-board"
      className="grid w-full grid-cols-8 gap-1.5 sm:gap-2"
      role="group"
      aria-label={t('Studio.keno.board')}
    >
      {states.map((state, i) => {
        const number = i + 1;
        return (
          <button
            key={number}
            type="button"
            data-testid={`keno-tile-${number}`}
            data-state={state}
            aria-pressed={state === 'picked' || state === 'hit'}
            aria-label={t(`Studio.keno.tile_${state}`, { number })}
            disabled={disabled}
            onClick={() => onToggle(number)}
            className={cn(
              'relative grid aspect-square cursor-pointer place-items-center rounded-[18%] text-[clamp(12px,3.6cqw,20px)] font-extrabold tabular-nums transition-[transform,filter,background-color,box-shadow] duration-150 select-none disabled:cursor-default',
              state === 'idle' &&
                'bg-linear-to-b from-[#2c3556] to-[#1f2743] text-[#aab4d4] shadow-[inset_0_2px_0_rgb(255_255_255/0.07),0_4px_0_#141a2e] enabled:hover:-translate-y-0.5 enabled:hover:brightness-125',
              state === 'picked' &&
                'bg-linear-to-b from-[#a77bff] to-[#6b3ce0] text-white shadow-[inset_0_2px_0_rgb(255_255_255/0.25),0_4px_0_#3b1f86,0_0_18px_-6px_rgb(167_123_255/0.9)] enabled:hover:brightness-110',
              state === 'drawn' &&
                'animate-[studio-flip_260ms_ease-out] bg-[#141a2c] text-gold-300 shadow-[inset_0_0_0_2px_rgb(252_201_69/0.45)]',
              state === 'hit' &&
                'animate-[studio-flip_260ms_ease-out] bg-linear-to-b from-mint-400 to-mint-500 text-[#03150d] shadow-[0_0_24px_-4px_rgb(47_240_160/0.85)]',
            )}
          >
            {state === 'hit' && (
              <Gem
                aria-hidden
                className="absolute top-[8%] right-[8%] size-[26%] fill-white/70 text-white"
                strokeWidth={1.5}
              />
            )}
            {number}
          </button>
        );
      })}
    </div>
  );
}
