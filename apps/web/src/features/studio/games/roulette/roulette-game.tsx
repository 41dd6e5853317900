import { Eraser, RotateCcw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/use-media-query';
import { BetField } from '../../components/bet-field';
import { GameLayout } from '../../components/game-layout';
import { PlayButton } from '../../components/play-button';
import { RoundResult, WinPopup } from '../../components/round-result';
import { useStudio } from '../../components/studio-context';
import { useSingleRound } from '../../hooks/use-single-round';
import { useChipPlacing } from '../../hooks/use-spot-bets';
import { formatAmount } from '../../model/format';
import { ZRouletteOutcome } from '../../model/outcomes';
import type { TRouletteSpot } from '../../model/roulette';
import { ChipRack } from '../../components/table/chip-rack';
import { DealerArt } from '../../components/table/dealer-art';
import { RngTableBadge } from '../../components/table/table-stage';
import { useChipPresets } from '../../components/table/use-chip-presets';
import { NumberHistory } from './number-history';
import { RouletteTable } from './roulette-table';
import { RouletteWheel } from './roulette-wheel';
import { ballAngleAfter, wheelAngleFor } from './wheel-math';
import { useRouletteBets } from './use-roulette-bets';

const SPIN_MS = 3_000;
const actionButton =
  'flex h-9 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg bg-surface-3 text-xs font-bold text-muted transition-colors hover:text-fg disabled:cursor-not-allowed disabled:opacity-50';

/** European roulette: chips on the table, a spinning wheel, the last numbers. */
export function RouletteGame() {
  const { t } = useTranslation();
  const { rounds, currency } = useStudio();
  const wide = useMediaQuery('(min-width: 640px)');
  const chips = useRouletteBets();
  const [wheel, setWheel] = useState({ wheel: 0, ball: 0 });
  const [numbers, setNumbers] = useState<ReadonlyMap<string, number>>(new Map());
  const { shown, start, turbo } = useSingleRound(ZRouletteOutcome, () => SPIN_MS + 200);
  const { tierOf, text, maxBet } = useChipPresets();
  const landed = shown?.outcome?.number ?? null;
  const history = rounds.recent.flatMap((entry) => {
    const number = numbers.get(entry.roundId);
    return number === undefined ? [] : [number];
  });

  const place = useChipPlacing<TRouletteSpot>(chips.total, chips.place);

  const spin = async () => {
    if (chips.total === 0n) {
      rounds.showNotice(t('Studio.roulette.no_chips'));
      return;
    }
    const round = await start({ bets: chips.toBets() }, chips.total);
    if (!round) return;
    const outcome = ZRouletteOutcome.safeParse(round.outcome);
    if (!outcome.success) return;
    const number = outcome.data.number;
    setNumbers((previous) => new Map(previous).set(round.id, number));
    setWheel((previous) => ({
      wheel: wheelAngleFor(number, previous.wheel),
      ball: ballAngleAfter(previous.ball),
    }));
  };

  return (
    <GameLayout
      stageClassName={wide ? 'h-[620px]' : 'h-[780px]'}
      panel={
        <>
          <BetField label={t('Studio.roulette.chip_value')} />
          <ChipRack testId="roulette-chips" />
          <div className="flex flex-col gap-2 rounded-xl border border-line bg-bg/50 p-3">
            <div className="flex items-center justify-between text-xs">
              <span className="font-semibold text-muted">{t('Studio.roulette.total_bet')}</span>
              <span data-testid="roulette-total" className="font-bold tabular-nums">
                {formatAmount(chips.total, currency)} {currency.code}
              </span>
            </div>
            <div className="flex gap-1.5">
              <button
                type="button"
                className={actionButton}
                disabled={rounds.busy || !chips.canUndo}
                onClick={chips.undo}
                data-testid="roulette-undo"
              >
                <Undo2 className="size-3.5" /> {t('Studio.roulette.undo')}
              </button>
              <button
                type="button"
                className={actionButton}
                disabled={rounds.busy || chips.total === 0n || chips.total * 2n > maxBet}
                onClick={chips.double}
              >
                <RotateCcw className="size-3.5" /> 2×
              </button>
              <button
                type="button"
                className={actionButton}
                disabled={rounds.busy || chips.total === 0n}
                onClick={chips.clear}
                data-testid="roulette-clear"
              >
                <Eraser className="size-3.5" /> {t('Studio.roulette.clear')}
              </button>
            </div>
          </div>
          <PlayButton label={t('Studio.roulette.spin')} onClick={() => void spin()} />
          <RoundResult />
        </>
      }
      stage={
        <div className="flex h-full flex-col items-center gap-3 px-3 pb-3 sm:gap-5 sm:px-6 sm:pb-6">
          <div className="flex w-full max-w-4xl items-end justify-between gap-2">
            <RngTableBadge />
            <DealerArt className="h-12 w-14 sm:h-16 sm:w-20" />
          </div>
          <div className="flex w-full max-w-4xl items-center justify-center gap-4 sm:gap-8">
            <div className="w-[min(48vw,190px)] shrink-0 sm:w-[min(34vh,270px)]">
              <RouletteWheel
                wheelAngle={wheel.wheel}
                ballAngle={wheel.ball}
                spinKey={shown?.round.id ?? ''}
                durationMs={turbo ? 0 : SPIN_MS}
                showBall={shown !== null}
              />
            </div>
            <NumberHistory current={rounds.busy ? null : landed} history={history} />
          </div>
          <div className="w-full max-w-4xl">
            <RouletteTable
              orientation={wide ? 'horizontal' : 'vertical'}
              placed={chips.placed}
              chipTier={tierOf}
              chipText={text}
              winning={rounds.busy ? null : landed}
              disabled={rounds.busy}
              onPlace={place}
            />
          </div>
          <WinPopup />
        </div>
      }
    />
  );
}
