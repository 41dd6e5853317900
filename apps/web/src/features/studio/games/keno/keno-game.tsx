import { KENO_RISKS, type TKenoRisk } from '@aurum/games';
import { Eraser, Shuffle } from 'lucide-react';
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
import { kenoTable } from '../../model/games-package';
import { ZKenoOutcome } from '../../model/outcomes';
import { KenoBoard } from './keno-board';
import { KenoPaytable } from './keno-paytable';
import { randomPicks, tileStates, togglePick } from './keno-picks';

const MS_PER_BALL = 170;
const DRAW_MS = 10 * MS_PER_BALL;

/** Keno: pick up to 10 of 40 numbers, 10 balls are drawn, hits pay by the risk's table. */
export function KenoGame() {
  const { t } = useTranslation();
  const { rounds } = useStudio();
  const [picks, setPicks] = useState<number[]>([]);
  const [risk, setRisk] = useState<TKenoRisk>('classic');
  /** The round the board shows; cleared when the player changes the picks. */
  const [showing, setShowing] = useState<string | null>(null);
  const { shown, start, turbo } = useSingleRound(ZKenoOutcome, (outcome) =>
    outcome ? DRAW_MS + 200 : 0,
  );
  const outcome = shown && shown.round.id === showing ? shown.outcome : null;
  const progress = useProgress(outcome ? (shown?.round.id ?? null) : null, DRAW_MS, turbo);
  const revealed = outcome ? outcome.drawn.slice(0, Math.floor(progress * 10 + 1e-9)) : [];
  const done = outcome !== null && revealed.length === outcome.drawn.length;
  const boardPicks = outcome ? roundPicks(shown?.round.params.picks) : picks;
  const table = kenoTable(
    outcome ? roundRisk(shown?.round.params.risk, risk) : risk,
    boardPicks.length,
  );
  const hits = revealed.filter((ball) => boardPicks.includes(ball)).length;

  const edit = (next: number[]) => {
    setShowing(null);
    setPicks(next);
  };

  const play = async () => {
    if (picks.length === 0) {
      rounds.showNotice(t('Studio.keno.pick_first'));
      return;
    }
    const round = await start({ picks, risk });
    if (round) setShowing(round.id);
  };

  return (
    <GameLayout
      stageClassName="h-[460px] sm:h-[560px]"
      stageAside={
        <span
          data-testid="keno-count"
          className="rounded-md bg-surface-3/90 px-2 py-1 text-[11px] font-bold text-muted"
        >
          {t('Studio.keno.picked', { count: picks.length, max: 10 })}
        </span>
      }
      panel={
        <>
          <BetField />
          <SegmentedControl
            label={t('Studio.keno.risk')}
            value={risk}
            onChange={(value) => {
              setShowing(null);
              setRisk(value);
            }}
            disabled={rounds.busy}
            testId="keno-risk"
            options={KENO_RISKS.map((value) => ({ value, label: t(`Studio.keno.${value}`) }))}
          />
          <div className="grid grid-cols-2 gap-2">
            <button
              type="button"
              data-testid="keno-auto"
              disabled={rounds.busy}
              onClick={() => edit(randomPicks(10))}
              className="flex h-10 cursor-pointer items-center justify-center gap-1.5 rounded-xl border border-line text-xs font-bold text-muted transition-colors hover:bg-surface-2 hover:text-fg disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Shuffle className="size-3.5" />
              {t('Studio.keno.auto_pick')}
            </button>
            <button
              type="button"
              data-testid="keno-clear"
              disabled={rounds.busy || picks.length === 0}
              onClick={() => edit([])}
              className="flex h-10 cursor-pointer items-center justify-center gap-1.5 rounded-xl border border-line text-xs font-bold text-muted transition-colors hover:bg-surface-2 hover:text-fg disabled:cursor-not-allowed disabled:opacity-50"
            >
              <Eraser className="size-3.5" />
              {t('Studio.keno.clear')}
            </button>
          </div>
          <PlayButton label={t('Studio.keno.play')} onClick={() => void play()} />
          <RoundResult />
        </>
      }
      stage={
        <div className="flex h-full flex-col items-center justify-center gap-3 px-2 pb-3 [container-type:size] sm:px-6 sm:pb-6">
          <div className="flex w-[min(100cqw,calc((100cqh_-_128px)*1.6),640px)] flex-col gap-3">
            <ol
              data-testid="keno-drawn"
              aria-label={t('Studio.keno.drawn')}
              className="flex h-8 items-center justify-center gap-1 sm:h-10 sm:gap-1.5"
            >
              {Array.from({ length: 10 }, (_, i) => {
                const ball = revealed[i];
                return (
                  <li
                    key={i}
                    className={
                      ball === undefined
                        ? 'size-6 rounded-full border border-dashed border-line/70 sm:size-8'
                        : `grid size-6 animate-[studio-pop_300ms_ease-out] place-items-center rounded-full text-[11px] font-extrabold tabular-nums sm:size-8 sm:text-sm ${
                            boardPicks.includes(ball)
                              ? 'bg-mint-400 text-[#03150d] shadow-[0_0_14px_-2px_rgb(47_240_160/0.9)]'
                              : 'bg-[radial-gradient(circle_at_35%_30%,#fff3c4,#f5c451_45%,#a86f0c)] text-[#2a1a02]'
                          }`
                    }
                  >
                    {ball}
                  </li>
                );
              })}
            </ol>
            <KenoBoard
              states={tileStates(boardPicks, revealed)}
              disabled={rounds.busy}
              onToggle={(number) => edit(togglePick(picks, number))}
            />
            <KenoPaytable table={table} lit={done ? hits : null} />
          </div>
          <WinPopup placement="top" />
        </div>
      }
    />
  );
}

function roundPicks(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((pick): pick is number => typeof pick === 'number')
    : [];
}

function roundRisk(value: unknown, fallback: TKenoRisk): TKenoRisk {
  return KENO_RISKS.find((risk) => risk === value) ?? fallback;
}
