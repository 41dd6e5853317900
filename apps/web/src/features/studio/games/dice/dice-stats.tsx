import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatInput } from '../../components/stat-input';
import {
  clampTarget,
  diceMultiplier,
  diceWinChance,
  targetForChance,
  targetForMultiplier,
  type TDiceDirection,
} from '../../model/dice';
import { formatHundredths, formatMultiplier } from '../../model/format';

/** Multiplier, target and win chance: any of them can be typed, the others follow. */
export function DiceStats({
  target,
  direction,
  onTarget,
  onDirection,
  disabled,
}: {
  target: number;
  direction: TDiceDirection;
  onTarget: (target: number) => void;
  onDirection: (direction: TDiceDirection) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const number = (text: string) => {
    const value = Number.parseFloat(text);
    return Number.isFinite(value) ? value : null;
  };
  const fromMultiplier = (text: string) => {
    const value = number(text);
    if (value !== null && value > 0) onTarget(targetForMultiplier(value * 10_000, direction));
  };
  const fromChance = (text: string) => {
    const value = number(text);
    if (value !== null) onTarget(targetForChance(value, direction));
  };
  const fromTarget = (text: string) => {
    const value = number(text);
    if (value !== null) onTarget(clampTarget(value * 100));
  };
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-3 gap-2 rounded-2xl border border-line/70 bg-surface/80 p-3 backdrop-blur sm:gap-3 sm:p-4">
      <StatInput
        label={t('Studio.dice.multiplier')}
        value={formatMultiplier(diceMultiplier(target, direction)).replace('×', '')}
        suffix="×"
        disabled={disabled}
        onCommit={fromMultiplier}
        testId="dice-multiplier"
      />
      <StatInput
        label={direction === 'under' ? t('Studio.dice.roll_under') : t('Studio.dice.roll_over')}
        value={formatHundredths(target)}
        disabled={disabled}
        onCommit={fromTarget}
        testId="dice-target-input"
        suffix={
          <button
            type="button"
            disabled={disabled}
            aria-label={t('Studio.dice.switch')}
            onClick={(event) => {
              event.preventDefault();
              onDirection(direction === 'under' ? 'over' : 'under');
            }}
            className="grid size-6 cursor-pointer place-items-center rounded-md text-muted transition-colors hover:bg-surface-3 hover:text-fg"
          >
            <ArrowLeftRight className="size-3.5" />
          </button>
        }
      />
      <StatInput
        label={t('Studio.dice.win_chance')}
        value={diceWinChance(target, direction).toFixed(2)}
        suffix="%"
        disabled={disabled}
        onCommit={fromChance}
        testId="dice-chance"
      />
    </div>
  );
}
