import { Bomb, Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type TTileState = 'hidden' | 'gem' | 'blast' | 'spare-gem' | 'spare-mine';

/**
 * One of the 25 tiles: raised while hidden, flipped to a gem or a mine when opened. At the end
 * of a round the tiles nobody opened show what they held, dimmed.
 */
export function MinesTile({
  index,
  state,
  pending,
  playable,
  onOpen,
}: {
  index: number;
  state: TTileState;
  pending: boolean;
  playable: boolean;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation();
  const hidden = state === 'hidden';
  return (
    <button
      type="button"
      data-testid={`mines-tile-${index}`}
      data-state={state}
      aria-label={t(`Studio.mines.tile_${state.replace('-', '_')}`, { number: index + 1 })}
      disabled={!hidden || !playable}
      onClick={() => onOpen(index)}
      className={cn(
        'relative grid aspect-square place-items-center rounded-[14%] transition-[transform,filter,background-color] duration-150',
        hidden &&
          'bg-linear-to-b from-[#334066] to-[#243052] shadow-[inset_0_2px_0_rgb(255_255_255/0.08),0_5px_0_#161d33] enabled:cursor-pointer enabled:hover:-translate-y-0.5 enabled:hover:brightness-125 enabled:active:translate-y-0.5',
        hidden && !playable && 'opacity-70',
        pending && 'animate-pulse brightness-150',
        state === 'gem' &&
          'animate-[studio-flip_320ms_ease-out] bg-[#0e1a2e] shadow-[inset_0_0_0_2px_rgb(47_240_160/0.35),0_0_24px_-6px_rgb(47_240_160/0.6)]',
        state === 'blast' &&
          'animate-[studio-flip_260ms_ease-out] bg-[radial-gradient(circle,#ff6a5a_0%,#a8102f_70%)] shadow-[0_0_32px_-4px_rgb(255_84_112/0.8)]',
        (state === 'spare-gem' || state === 'spare-mine') &&
          'bg-[#10151f] opacity-45 [&_svg]:size-[42%]',
      )}
    >
      {(state === 'gem' || state === 'spare-gem') && (
        <Gem
          className={cn(
            'size-[55%] fill-mint-400/80 text-mint-300',
            state === 'gem' &&
              'animate-[studio-pop_380ms_ease-out] drop-shadow-[0_0_10px_rgb(47_240_160/0.8)]',
          )}
          strokeWidth={1.5}
        />
      )}
      {(state === 'blast' || state === 'spare-mine') && (
        <Bomb
          className={cn(
            'size-[55%] fill-[#2a1a26] text-[#ff8da0]',
            state === 'blast' && 'animate-[studio-pop_420ms_ease-out] fill-[#3a0b16] text-white',
          )}
          strokeWidth={1.75}
        />
      )}
      {state === 'blast' && (
        <span
          aria-hidden
          className="pointer-events-none absolute inset-0 animate-[studio-burst_700ms_ease-out_forwards] rounded-full bg-[radial-gradient(circle,#fff1b8_0%,#ff8a3d_40%,transparent_70%)]"
        />
      )}
    </button>
  );
}
