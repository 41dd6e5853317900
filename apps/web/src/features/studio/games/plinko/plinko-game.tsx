import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetField } from '../../components/bet-field';
import { GameLayout } from '../../components/game-layout';
import { PlayButton } from '../../components/play-button';
import { RoundResult, WinPopup } from '../../components/round-result';
import { SegmentedControl } from '../../components/segmented-control';
import { useStudio } from '../../components/studio-context';
import { useProgress } from '../../hooks/use-progress';
import { useSingleRound } from '../../hooks/use-single-round';
import { plinkoTable } from '../../model/games-package';
import { ZPlinkoOutcome } from '../../model/outcomes';
import { PLINKO_RISKS, PLINKO_ROWS, type TPlinkoRisk, type TPlinkoRows } from '@aurum/games';
import { PlinkoBoard } from './plinko-board';

const MS_PER_ROW = 150;
const fallTime = (rows: number) => (rows + 1) * MS_PER_ROW;

/** Plinko: a ball drops through the pegs into a multiplier bucket. */
export function PlinkoGame() {
  const { t } = useTranslation();
  const { rounds } = useStudio();
  const [rows, setRows] = useState<TPlinkoRows>(16);
  const [risk, setRisk] = useState<TPlinkoRisk>('medium');
  const { shown, start, turbo } = useSingleRound(ZPlinkoOutcome, (outcome) =>
    outcome ? fallTime(outcome.path.length) + 120 : 0,
  );
  const outcome = shown?.outcome ?? null;
  // The board shows the round's own rows and risk until the next drop.
  const roundRows = outcome ? outcome.path.length : rows;
  const roundRisk = PLINKO_RISKS.find((value) => value === shown?.round.params.risk) ?? risk;
  const boardRows = rounds.busy ? roundRows : rows;
  const boardRisk = rounds.busy ? roundRisk : risk;
  const progress = useProgress(
    outcome ? (shown?.round.id ?? null) : null,
    fallTime(roundRows),
    turbo,
  );
  const showBall = outcome !== null && boardRows === roundRows;

  return (
    <GameLayout
      stageClassName="h-[400px] sm:h-[520px]"
      panel={
        <>
          <BetField />
          <SegmentedControl
            label={t('Studio.plinko.risk')}
            value={risk}
            onChange={setRisk}
            disabled={rounds.busy}
            testId="plinko-risk"
            options={PLINKO_RISKS.map((value) => ({ value, label: t(`Studio.plinko.${value}`) }))}
          />
          <SegmentedControl
            label={t('Studio.plinko.rows')}
            value={rows}
            onChange={setRows}
            disabled={rounds.busy}
            testId="plinko-rows"
            options={PLINKO_ROWS.map((value) => ({ value, label: String(value) }))}
          />
          <PlayButton label={t('Studio.plinko.drop')} onClick={() => void start({ rows, risk })} />
          <RoundResult />
        </>
      }
      stage={
        <div className="grid h-full place-items-center px-2 pb-3 [container-type:size] sm:px-6 sm:pb-6">
          <div className="w-[min(100cqw,92cqh,760px)]">
            <PlinkoBoard
              rows={boardRows}
              table={plinkoTable(boardRows, boardRisk)}
              path={showBall ? outcome.path : null}
              slot={showBall ? outcome.slot : null}
              progress={progress}
              roundKey={shown?.round.id ?? ''}
            />
          </div>
          <WinPopup />
        </div>
      }
    />
  );
}
