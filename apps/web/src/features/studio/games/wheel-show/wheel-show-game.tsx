import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetField } from '../../components/bet-field';
import { GameLayout } from '../../components/game-layout';
import { PlayButton } from '../../components/play-button';
import { RoundResult, WinPopup } from '../../components/round-result';
import { useStudio } from '../../components/studio-context';
import { BetTotals } from '../../components/table/bet-totals';
import { ChipRack } from '../../components/table/chip-rack';
import { useSingleRound } from '../../hooks/use-single-round';
import { useTableBets } from '../../hooks/use-spot-bets';
import { wheelShowSegments } from '../../model/games-package';
import { ZWheelShowOutcome } from '../../model/outcomes';
import { MoneyWheel } from './money-wheel';
import { ShowHost } from './show-host';
import { WheelBetBoard } from './wheel-bet-board';
import { WheelHistory, type TWheelLanding } from './wheel-history';
import { wheelAngleFor, type TWheelBetNumber } from './wheel-palette';

const SPIN_MS = 3_200;
const SEGMENTS = wheelShowSegments();

/** The money wheel show: chips on numbers, the host spins the big wheel, multipliers re-spin. */
export function WheelShowGame() {
  const { t } = useTranslation();
  const { rounds } = useStudio();
  const chips = useTableBets<TWheelBetNumber>();
  const [angle, setAngle] = useState(0);
  const [step, setStep] = useState<number | null>(null);
  const [history, setHistory] = useState<TWheelLanding[]>([]);
  const timers = useRef<number[]>([]);
  const { shown, start, turbo } = useSingleRound(
    ZWheelShowOutcome,
    (outcome) => (outcome ? outcome.spins.length * SPIN_MS + 300 : 0),
    (outcome) =>
      outcome.multiplier > 1 ? `${outcome.number}×${outcome.multiplier}` : String(outcome.number),
  );
  const outcome = shown?.outcome ?? null;
  const settled = outcome !== null && !rounds.busy;
  const spinsShown = outcome && step !== null ? outcome.spins.slice(0, step + 1) : [];
  const reached = spinsShown.reduce((product, index) => {
    const segment = SEGMENTS[index];
    return segment?.kind === 'multiplier' ? Math.min(49, product * segment.value) : product;
  }, 1);

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const spin = async () => {
    if (chips.total === 0n) {
      rounds.showNotice(t('Studio.wheel_show.no_chips'));
      return;
    }
    const bets = chips.entries().map(([number, amount]) => ({ number, amount: amount.toString() }));
    const round = await start({ bets }, chips.total);
    if (!round) return;
    const parsed = ZWheelShowOutcome.safeParse(round.outcome);
    if (!parsed.success) return;
    const { spins, number, multiplier } = parsed.data;
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
    const landing = () =>
      setHistory((previous) => [{ number, multiplier }, ...previous].slice(0, 12));
    if (turbo) {
      setStep(spins.length - 1);
      setAngle((previous) => wheelAngleFor(spins.at(-1) ?? 0, SEGMENTS.length, previous, 0));
      landing();
      return;
    }
    spins.forEach((index, k) => {
      timers.current.push(
        window.setTimeout(() => {
          setStep(k);
          setAngle((previous) => wheelAngleFor(index, SEGMENTS.length, previous, k === 0 ? 5 : 3));
        }, k * SPIN_MS),
      );
    });
    timers.current.push(window.setTimeout(landing, spins.length * SPIN_MS));
  };

  const landedIndex = settled ? (outcome.spins.at(-1) ?? null) : null;
  const respinning = !settled && rounds.busy && reached > 1;

  return (
    <GameLayout
      stageClassName="h-[700px] sm:h-[640px]"
      panel={
        <>
          <BetField label={t('Studio.roulette.chip_value')} />
          <ChipRack testId="wheel-show-chips" />
          <BetTotals
            total={chips.total}
            canUndo={chips.canUndo}
            onUndo={chips.undo}
            onClear={chips.clear}
            testIdPrefix="wheel-show"
          />
          <PlayButton label={t('Studio.wheel_show.spin')} onClick={() => void spin()} />
          <RoundResult />
          <p className="text-[11px] leading-snug text-subtle">{t('Studio.wheel_show.rules')}</p>
        </>
      }
      stage={
        <div className="flex h-full flex-col items-center gap-3 px-3 pb-3 sm:px-6 sm:pb-5">
          <div className="flex items-center gap-2 rounded-full border border-gold-400/30 bg-black/40 px-3 py-1 text-[10px] font-bold tracking-wider text-gold-200 uppercase">
            <span className="size-1.5 rounded-full bg-gold-300" />
            {t('Studio.wheel_show.badge')}
          </div>
          <div className="relative flex w-full max-w-3xl flex-1 items-center justify-center gap-2 min-h-0">
            <ShowHost
              cheering={settled && BigInt(shown?.round.payout ?? 0) > 0n}
              className="hidden h-[55%] shrink-0 sm:block"
            />
            <div className="relative aspect-square h-full max-h-[min(86vw,400px)]">
              <MoneyWheel
                segments={SEGMENTS}
                angle={angle}
                durationMs={turbo ? 0 : SPIN_MS - 200}
                landed={landedIndex}
              />
              {(respinning || (settled && outcome.multiplier > 1)) && (
                <div
                  data-testid="wheel-show-multiplier"
                  className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-full bg-gold-400 px-3 py-1 text-lg font-black text-black shadow-lg"
                >
                  ×{settled ? outcome.multiplier : reached}
                </div>
              )}
            </div>
          </div>
          {settled && (
            <p data-testid="wheel-show-number" data-number={outcome.number} className="sr-only">
              {outcome.number}
            </p>
          )}
          <WheelHistory history={history} />
          <div className="w-full max-w-3xl">
            <WheelBetBoard
              amountOn={chips.amountOn}
              winning={settled ? outcome.number : null}
              disabled={rounds.busy}
              onPlace={chips.placeChip}
            />
          </div>
          <WinPopup />
        </div>
      }
    />
  );
}
