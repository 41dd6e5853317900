import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetField } from '../../components/bet-field';
import { GameLayout } from '../../components/game-layout';
import { PlayButton } from '../../components/play-button';
import { ProfitOnWin } from '../../components/profit-on-win';
import { RoundResult } from '../../components/round-result';
import { StatInput } from '../../components/stat-input';
import { useStudio } from '../../components/studio-context';
import { useProgress } from '../../hooks/use-progress';
import { useSingleRound } from '../../hooks/use-single-round';
import { formatHundredths } from '../../model/format';
import {
  clampLimboTarget,
  flightDuration,
  LIMBO_DEFAULT_TARGET,
  limboWinChance,
} from '../../model/limbo';
import { ZLimboOutcome } from '../../model/outcomes';
import { CrashStage } from './crash-stage';

/** The explosion stays on screen this long before the round settles. */
const AFTERGLOW_MS = 350;

/** Limbo drawn as a crash game: the rocket climbs to the result; the target cashes out. */
export function LimboGame() {
  const { t } = useTranslation();
  const { rounds } = useStudio();
  const [target, setTarget] = useState(LIMBO_DEFAULT_TARGET);
  const { shown, start, turbo } = useSingleRound(
    ZLimboOutcome,
    (outcome) => (outcome ? flightDuration(outcome.result) + AFTERGLOW_MS : 0),
    (outcome) => `${formatHundredths(outcome.result)}×`,
  );
  const outcome = shown?.outcome ?? null;
  const flight = outcome ? flightDuration(outcome.result) : 0;
  const progress = useProgress(outcome ? (shown?.round.id ?? null) : null, flight, turbo);
  const roundTarget = Number(shown?.round.params.target ?? target);

  const commitTarget = (text: string) => {
    const value = Number.parseFloat(text.replace(/,/g, ''));
    if (Number.isFinite(value)) setTarget(clampLimboTarget(value * 100));
  };

  return (
    <GameLayout
      stageClassName="h-[360px] sm:h-[420px]"
      panel={
        <>
          <BetField />
          <div className="grid grid-cols-2 gap-2">
            <StatInput
              label={t('Studio.limbo.target')}
              value={formatHundredths(target)}
              suffix="×"
              disabled={rounds.busy}
              onCommit={commitTarget}
              testId="limbo-target"
            />
            <StatInput
              label={t('Studio.limbo.win_chance')}
              value={limboWinChance(target).toFixed(2)}
              suffix="%"
              disabled={rounds.busy}
              onCommit={(text) => {
                const chance = Number.parseFloat(text);
                if (chance > 0) setTarget(clampLimboTarget((99 * 100) / chance));
              }}
              testId="limbo-chance"
            />
          </div>
          <ProfitOnWin multiplier={target * 100} />
          <PlayButton label={t('Studio.limbo.bet')} onClick={() => void start({ target })} />
          <RoundResult />
        </>
      }
      stage={
        <CrashStage
          result={outcome?.result ?? null}
          win={outcome?.win ?? false}
          target={rounds.busy ? roundTarget : target}
          roundTarget={roundTarget}
          progress={progress}
          roundKey={shown?.round.id ?? ''}
        />
      }
    />
  );
}
