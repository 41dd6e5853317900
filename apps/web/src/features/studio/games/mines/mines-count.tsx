import { Bomb, Gem, Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { MAX_MINES, MIN_MINES, TILE_COUNT } from './mines-board';

const PRESETS = [1, 3, 5, 10, 24];
const step =
  'grid size-9 cursor-pointer place-items-center rounded-lg bg-surface-3 text-muted transition-colors hover:text-fg disabled:cursor-not-allowed disabled:opacity-50';

/** How many of the 25 tiles hide a mine, with the gems that leaves. */
export function MinesCount({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (mines: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const set = (mines: number) => onChange(Math.min(MAX_MINES, Math.max(MIN_MINES, mines)));
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-xs font-semibold text-muted">
        <span className="flex items-center gap-1">
          <Bomb className="size-3.5 text-[#ff8da0]" /> {t('Studio.mines.mines')}
        </span>
        <span className="flex items-center gap-1">
          <Gem className="size-3.5 text-mint-400" /> {t('Studio.mines.gems')}: {TILE_COUNT - value}
        </span>
      </div>
      <div className="flex items-center gap-1 rounded-xl border border-line bg-bg/70 p-1">
        <button
          type="button"
          className={step}
          disabled={disabled || value <= MIN_MINES}
          aria-label={t('Studio.mines.fewer')}
          onClick={() => set(value - 1)}
        >
          <Minus className="size-4" />
        </button>
        <span
          data-testid="mines-count"
          className="flex-1 text-center text-base font-bold tabular-nums"
        >
          {value}
        </span>
        <button
          type="button"
          className={step}
          disabled={disabled || value >= MAX_MINES}
          aria-label={t('Studio.mines.more')}
          onClick={() => set(value + 1)}
        >
          <Plus className="size-4" />
        </button>
      </div>
      <div className="flex gap-1">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            disabled={disabled}
            onClick={() => set(preset)}
            className={cn(
              'h-7 flex-1 cursor-pointer rounded-md bg-surface-3 text-[11px] font-bold text-muted transition-colors hover:text-fg disabled:cursor-not-allowed disabled:opacity-50',
              preset === value && 'bg-surface-3 text-gold-300 ring-1 ring-gold-500/40',
            )}
          >
            {preset}
          </button>
        ))}
      </div>
    </div>
  );
}
