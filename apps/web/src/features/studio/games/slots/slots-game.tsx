import { MULTIPLIER_SCALE } from '@aurum/games';
import { useTranslation } from 'react-i18next';
import { BetField } from '../../components/bet-field';
import { FreeSpinsBanner } from '../../components/free-spins-banner';
import { GameLayout } from '../../components/game-layout';
import { PlayButton } from '../../components/play-button';
import { RoundResult, WinPopup } from '../../components/round-result';
import { useStudio } from '../../components/studio-context';
import { useSingleRound } from '../../hooks/use-single-round';
import { formatAmount } from '../../model/format';
import { slotPaylines, slotRules } from '../../model/games-package';
import { ZSlotOutcome } from '../../model/outcomes';
import { slotShape, spinHighlights } from '../../model/slots';
import { PaytableDialog } from './paytable-dialog';
import { SlotBanner } from './slot-banner';
import { SlotReels } from './slot-reels';
import { slotTimeline } from './slot-timeline';
import { useSlotShow } from './use-slot-show';
import { WinLines } from './win-lines';

const IDLE = [
  ['H1', 'A', 'K', 'Q'],
  ['K', 'H2', 'J', 'S'],
  ['A', 'W', 'H3', 'Q'],
  ['J', 'Q', 'H4', 'K'],
  ['10', 'H1', 'A', 'J'],
];
const EMPTY = new Set<string>();
/** From 10× a slot win also flashes over the reels. */
const BIG_WIN = 10 * MULTIPLIER_SCALE;

/** Lines and ways slots: five reels, themed symbols, wins, free spins, a paytable. */
export function SlotsGame() {
  const { t } = useTranslation();
  const { game, theme, session, currency, rounds } = useStudio();
  const { reels, rows } = slotShape(game.type, game.variant);
  const paylines = slotPaylines(game.type, game.variant);
  const rules = slotRules(game.type, game.variant);
  const { show, current, grid, run } = useSlotShow(IDLE.map((column) => column.slice(0, rows)));
  const { shown, start, turbo } = useSingleRound(ZSlotOutcome, (outcome) =>
    outcome ? slotTimeline(outcome.spins, reels).total + 60 : 0,
  );

  const spin = async () => {
    const round = await start({});
    const outcome = round ? ZSlotOutcome.safeParse(round.outcome) : null;
    if (round && outcome?.success) run(round.id, outcome.data.spins, reels, turbo);
  };

  const standing = show !== null && show.phase !== 'spinning';
  const highlights = standing && current ? spinHighlights(current, paylines) : EMPTY;
  const stake = shown ? BigInt(shown.round.bet) : 0n;
  const spinPay = current
    ? current.wins.reduce((sum, win) => sum + Number(win.pay ?? 0), 0) +
      Number(current.scatter?.pay ?? 0)
    : 0;
  const spinWin =
    standing && spinPay > 0
      ? formatAmount((stake * BigInt(Math.floor(spinPay))) / BigInt(MULTIPLIER_SCALE), currency)
      : null;
  const freeSpins = shown?.outcome?.freeSpins ?? 0;

  return (
    <GameLayout
      stageClassName={rows === 4 ? 'h-[400px] sm:h-[560px]' : 'h-[330px] sm:h-[480px]'}
      stageAside={
        <PaytableDialog
          title={session.game.title}
          rules={rules}
          paylines={paylines}
          ways={game.type === 'slot-ways'}
          theme={theme}
        />
      }
      panel={
        <>
          <FreeSpinsBanner />
          <BetField label={t('Studio.slots.total_bet')} />
          <PlayButton
            label={rounds.freeRound ? t('Studio.free_spins.spin') : t('Studio.slots.spin')}
            onClick={() => void spin()}
          />
          <RoundResult />
        </>
      }
      stage={
        <div className="flex h-full flex-col items-center gap-2 px-2 pb-3 sm:px-6 sm:pb-6">
          <div className="flex h-10 shrink-0 items-center">
            <SlotBanner
              phase={show?.phase ?? null}
              index={show?.index ?? 0}
              freeSpins={freeSpins}
              multiplier={current?.multiplier ?? 1}
              win={spinWin && `${spinWin} ${currency.code}`}
              accent={theme.accent}
            />
          </div>
          <div className="grid min-h-0 w-full flex-1 place-items-center [container-type:size]">
            <div
              className={
                rows === 4
                  ? 'w-[min(100cqw,120cqh,760px)] [container-type:inline-size]'
                  : 'w-[min(100cqw,162cqh,880px)] [container-type:inline-size]'
              }
            >
              <div
                className="relative rounded-2xl border-2 p-[1.2%] shadow-[0_20px_60px_-20px_rgb(0_0_0/0.8)]"
                style={{
                  borderColor: `${theme.accent}66`,
                  background: `linear-gradient(180deg, rgb(0 0 0 / 0.55), rgb(0 0 0 / 0.35)), ${theme.backdrop[0]}`,
                  boxShadow: `0 0 40px -12px ${theme.accent}55, inset 0 0 30px rgb(0 0 0 / 0.6)`,
                }}
              >
                <div className="relative">
                  <SlotReels
                    grid={grid}
                    rows={rows}
                    show={show}
                    highlights={highlights}
                    theme={theme}
                  />
                  {standing && current && (
                    <WinLines
                      wins={current.wins}
                      paylines={paylines}
                      reels={reels}
                      rows={rows}
                      roundKey={`${show.roundKey}-${show.index}`}
                    />
                  )}
                </div>
              </div>
            </div>
          </div>
          <WinPopup minMultiplier={BIG_WIN} />
        </div>
      }
    />
  );
}
