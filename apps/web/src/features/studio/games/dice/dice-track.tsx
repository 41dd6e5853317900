import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, type TDiceDirection } from '../../model/dice';
import { formatHundredths } from '../../model/format';

const LOSE = '#ff4d6a';
const WIN = '#2ff0a0';
const SCALE = [0, 25, 50, 75, 100];

/** The 0–100 track: the winning side in green, the draggable target, the roll's marker. */
export function DiceTrack({
  target,
  direction,
  onTarget,
  disabled,
  roll,
  rollKey,
  win,
  animate,
}: {
  target: number;
  direction: TDiceDirection;
  onTarget: (target: number) => void;
  disabled: boolean;
  roll: number | null;
  rollKey: string;
  win: boolean;
  animate: boolean;
}) {
  const { t } = useTranslation();
  const at = target / 100;
  const [left, right] = direction === 'under' ? [WIN, LOSE] : [LOSE, WIN];
  return (
    <div className="relative mx-auto w-full max-w-4xl pt-16">
      {roll !== null && (
        <div
          data-testid="dice-roll"
          className="absolute top-0 z-10 -translate-x-1/2"
          style={{
            left: `${roll / 100}%`,
            transition: animate ? 'left 520ms cubic-bezier(0.2, 0.9, 0.25, 1.05)' : 'none',
          }}
        >
          <div
            key={rollKey}
            className={cn(
              'relative grid h-11 min-w-[4.5rem] animate-[studio-pop_360ms_ease-out] place-items-center rounded-xl border-2 px-2 font-mono text-lg font-black tabular-nums shadow-lg',
              win
                ? 'border-mint-400 bg-[#0b2a1f] text-mint-300 shadow-mint-500/30'
                : 'border-danger bg-[#2a0b13] text-[#ff8da0] shadow-danger/30',
            )}
          >
            {formatHundredths(roll)}
            <span
              className={cn(
                'absolute -bottom-[7px] left-1/2 size-3 -translate-x-1/2 rotate-45 border-r-2 border-b-2',
                win ? 'border-mint-400 bg-[#0b2a1f]' : 'border-danger bg-[#2a0b13]',
              )}
            />
          </div>
        </div>
      )}
      <div className="mb-2 flex justify-between px-3 text-[11px] font-bold text-muted tabular-nums">
        {SCALE.map((mark) => (
          <span key={mark} className="w-0 text-center">
            <span className="-ml-3 inline-block w-6">{mark}</span>
          </span>
        ))}
      </div>
      <div className="rounded-full border border-line/80 bg-[#0d111b] p-3 shadow-[inset_0_2px_8px_rgb(0_0_0/0.6)]">
        <div className="relative h-3.5 sm:h-4">
          <div
            className="absolute inset-0 rounded-full"
            style={{
              background: `linear-gradient(90deg, ${left} 0%, ${left} ${at}%, ${right} ${at}%, ${right} 100%)`,
              boxShadow: `0 0 18px -4px ${direction === 'under' ? WIN : LOSE}55`,
            }}
          />
          <div
            aria-hidden
            className="pointer-events-none absolute top-1/2 z-[1] grid h-9 w-9 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-lg border border-white/20 bg-linear-to-b from-[#7c9bff] to-[#4262e0] shadow-[0_6px_16px_-4px_rgb(66_98_224/0.8)]"
            style={{ left: `${at}%` }}
          >
            <span className="flex gap-0.5">
              <span className="h-3.5 w-0.5 rounded bg-white/70" />
              <span className="h-3.5 w-0.5 rounded bg-white/70" />
              <span className="h-3.5 w-0.5 rounded bg-white/70" />
            </span>
          </div>
          <input
            type="range"
            data-testid="dice-target"
            aria-label={t('Studio.dice.target')}
            min={DICE_MIN_TARGET}
            max={DICE_MAX_TARGET}
            step={1}
            value={target}
            disabled={disabled}
            onChange={(event) => onTarget(Number(event.target.value))}
            className="absolute -inset-y-3 z-[2] cursor-ew-resize opacity-0 disabled:cursor-not-allowed"
            style={{
              left: `${DICE_MIN_TARGET / 100}%`,
              width: `${(DICE_MAX_TARGET - DICE_MIN_TARGET) / 100}%`,
            }}
          />
        </div>
      </div>
    </div>
  );
}
