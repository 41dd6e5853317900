import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { pocketColor, spotKey, spotWins, type TRouletteSpot } from '../../model/roulette';
import { Chip } from '../../components/table/chip';
import { tableCells, type TOrientation } from './table-layout';
import type { TPlacedChips } from './use-roulette-bets';

const POCKET = {
  red: 'bg-linear-to-b from-[#e0334d] to-[#b01c33]',
  black: 'bg-linear-to-b from-[#2a3044] to-[#1a1f2e]',
  green: 'bg-linear-to-b from-[#17b374] to-[#0e8655]',
};

/** The betting table: click a spot to put the chip value on it. */
export function RouletteTable({
  orientation,
  placed,
  chipTier,
  chipText,
  winning,
  disabled,
  onPlace,
}: {
  orientation: TOrientation;
  placed: ReadonlyMap<string, TPlacedChips>;
  chipTier: (amount: bigint) => number;
  chipText: (amount: bigint) => string;
  /** The number the last spin landed on, once shown. */
  winning: number | null;
  disabled: boolean;
  onPlace: (spot: TRouletteSpot) => void;
}) {
  const { t } = useTranslation();
  const wide = orientation === 'horizontal';
  const label = (spot: TRouletteSpot) => {
    if (spot.kind === 'straight') return String(spot.value);
    if (spot.kind === 'column') return '2:1';
    if (spot.kind === 'dozen') return t(`Studio.roulette.dozen_${spot.value ?? 1}`);
    return t(`Studio.roulette.${spot.kind}`);
  };
  return (
    <div
      data-testid="roulette-table"
      className={cn(
        'grid gap-1 select-none',
        wide
          ? 'grid-cols-[1.1fr_repeat(12,1fr)_1.1fr] grid-rows-[repeat(3,minmax(0,1fr))_0.8fr_0.8fr]'
          : 'grid-cols-[0.9fr_0.9fr_repeat(3,1.2fr)] grid-rows-[1.1fr_repeat(12,minmax(0,1fr))_0.9fr]',
      )}
    >
      {tableCells(orientation).map(({ spot, area }) => {
        const key = spotKey(spot);
        const chips = placed.get(key);
        const won = winning !== null && spotWins(spot, winning);
        const numberColor = spot.kind === 'straight' ? pocketColor(spot.value ?? 0) : null;
        return (
          <button
            key={key}
            type="button"
            data-testid={`roulette-spot-${key}`}
            disabled={disabled}
            onClick={() => onPlace(spot)}
            aria-label={t('Studio.roulette.place_on', { spot: label(spot) })}
            style={{ gridArea: `${area[0]} / ${area[1]} / span ${area[2]} / span ${area[3]}` }}
            className={cn(
              'relative grid min-h-8 cursor-pointer place-items-center rounded-md border text-[13px] font-bold transition-[filter,box-shadow,transform] enabled:hover:brightness-125 disabled:cursor-not-allowed sm:min-h-11',
              numberColor
                ? cn(POCKET[numberColor], 'border-white/5')
                : 'border-white/10 bg-[#0f3d2a]/70 text-[#d9f5e6]',
              spot.kind === 'red' && 'text-[#ff6a80]',
              spot.kind === 'black' && 'text-[#aab4cf]',
              won && 'z-[1] shadow-[0_0_0_2px_#fcc945,0_0_18px_rgb(252_201_69/0.6)] brightness-125',
              winning !== null && !won && 'opacity-60',
            )}
          >
            {spot.kind === 'red' || spot.kind === 'black' ? (
              <span
                className={cn(
                  'block size-4 rotate-45 rounded-[3px]',
                  spot.kind === 'red' ? 'bg-[#e0334d]' : 'bg-[#2a3044] ring-1 ring-white/30',
                )}
              />
            ) : (
              <span
                className={cn(
                  'tabular-nums',
                  !wide &&
                    (spot.kind === 'dozen' ||
                      spot.kind === 'low' ||
                      spot.kind === 'high' ||
                      spot.kind === 'odd' ||
                      spot.kind === 'even') &&
                    'rotate-180 [writing-mode:vertical-rl]',
                )}
              >
                {label(spot)}
              </span>
            )}
            {chips && (
              <Chip
                label={chipText(chips.amount)}
                tier={chipTier(chips.amount)}
                className="absolute top-1/2 left-1/2 size-7 -translate-x-1/2 -translate-y-1/2 animate-[studio-pop_220ms_ease-out] text-[9px] sm:size-8 sm:text-[10px]"
              />
            )}
          </button>
        );
      })}
    </div>
  );
}
