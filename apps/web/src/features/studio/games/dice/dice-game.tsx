import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetField } from '../../components/bet-field';
import { GameLayout } from '../../components/game-layout';
import { PlayButton } from '../../components/play-button';
import { ProfitOnWin } from '../../components/profit-on-win';
import { RoundResult, WinPopup } from '../../components/round-result';
import { SegmentedControl } from '../../components/segmented-control';
import { useStudio } from '../../components/studio-context';
import { useSingleRound } from '../../hooks/use-single-round';
import { diceMultiplier, type TDiceDirection } from '../../model/dice';
import { formatHundredths } from '../../model/format';
import { ZDiceOutcome } from '../../model/outcomes';
import { DiceStats } from './dice-stats';
import { DiceTrack } from './dice-track';

export const DICE_ROLL_MS = 700;

/** Dice: pick a target and a side, roll 0.00–100.00. */
export function DiceGame() {
  const { t } = useTranslation();
  const { rounds } = useStudio();
  const [target, setTarget] = useState(5_000);
  const [direction, setDirection] = useState<TDiceDirection>('over');
  const { shown, start, turbo } = useSingleRound(
    ZDiceOutcome,
    () => DICE_ROLL_MS,
    (outcome) => formatHundredths(outcome.roll),
  );
  const multiplier = diceMultiplier(target, direction);

  const flip = (next: TDiceDirection) => {
    if (next === direction) return;
    setDirection(next);
    setTarget(10_000 - target);
  };

  return (
    <GameLayout
      stageClassName="h-[330px] sm:h-[420px]"
      panel={
        <>
          <BetField />
          <SegmentedControl
            label={t('Studio.dice.direction')}
            value={direction}
            onChange={flip}
            disabled={rounds.busy}
            testId="dice-direction"
            options={[
              { value: 'under', label: t('Studio.dice.under') },
              { value: 'over', label: t('Studio.dice.over') },
            ]}
          />
          <ProfitOnWin multiplier={multiplier} />
          <PlayButton
            label={t('Studio.dice.roll')}
            onClick={() => void start({ target, direction })}
          />
          <RoundResult />
        </>
      }
      stage={
        <div className="flex h-full flex-col justify-center gap-6 px-4 pb-6 sm:gap-10 sm:px-10 lg:px-16">
          <DiceTrack
            target={target}
            direction={direction}
            onTarget={setTarget}
            disabled={rounds.busy}
            roll={shown?.outcome?.roll ?? null}
            rollKey={shown?.round.id ?? ''}
            win={shown?.outcome?.win ?? false}
            animate={!turbo}
          />
          <DiceStats
            target={target}
            direction={direction}
            onTarget={setTarget}
            onDirection={flip}
            disabled={rounds.busy}
          />
          <WinPopup placement="top" />
        </div>
      }
    />
  );
}
