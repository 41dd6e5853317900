import type { TStudioRound } from '@aurum/contracts/studio';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetField } from '../../components/bet-field';
import { GameLayout } from '../../components/game-layout';
import { PlayButton } from '../../components/play-button';
import { RoundResult, WinPopup } from '../../components/round-result';
import { useStudio } from '../../components/studio-context';
import { useCheckedBet } from '../../hooks/use-single-round';
import { formatAmount, formatMultiplier, payoutAt } from '../../model/format';
import { openMinesRound, TILE_COUNT, tileStates } from './mines-board';
import { MinesCount } from './mines-count';
import { MinesTile } from './mines-tile';

const BUST_MS = 1_100;
const CASHOUT_MS = 450;

/** Mines: start a round, open tiles for a growing multiplier, cash out before a mine. */
export function MinesGame() {
  const { t } = useTranslation();
  const { session, rounds, currency, turbo } = useStudio();
  const checkedBet = useCheckedBet();
  const [mines, setMines] = useState(3);
  const [finished, setFinished] = useState<TStudioRound | null>(null);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = openMinesRound(session.openRound);
  const states = tileStates(open?.outcome ?? null, open ? null : finished);
  const stake = open ? BigInt(open.round.bet) : 0n;
  const multiplier = open?.outcome.multiplier ?? 0;
  const next = open?.outcome.nextMultiplier ?? null;
  const picked = open?.outcome.revealed.length ?? 0;

  const finish = (round: TStudioRound) => {
    setFinished(round);
    const busted = BigInt(round.payout) === 0n;
    timer.current = window.setTimeout(
      () => rounds.settle(round),
      turbo ? 0 : busted ? BUST_MS : CASHOUT_MS,
    );
  };

  const start = async () => {
    const bet = checkedBet();
    if (bet === null) return;
    setFinished(null);
    await rounds.play(bet, { mines });
  };

  const reveal = async (tile: number) => {
    if (!open || rounds.busy) return;
    setPendingTile(tile);
    const round = await rounds.act(open.round.id, { action: 'reveal', tile });
    setPendingTile(null);
    if (round?.status === 'closed') finish(round);
  };

  const cashOut = async () => {
    if (!open) return;
    const round = await rounds.act(open.round.id, { action: 'cashout' });
    if (round?.status === 'closed') finish(round);
  };

  const randomTile = () => {
    const hidden = states.flatMap((state, tile) => (state === 'hidden' ? [tile] : []));
    const [draw = 0] = crypto.getRandomValues(new Uint32Array(1));
    const tile = hidden[draw % hidden.length];
    if (tile !== undefined) void reveal(tile);
  };

  return (
    <GameLayout
      stageClassName="h-[400px] sm:h-[520px]"
      stageAside={
        open && (
          <div className="flex items-center gap-1.5 text-[11px] font-bold">
            <span
              className="rounded-md bg-mint-500/15 px-2 py-1 text-mint-300"
              data-testid="mines-multiplier"
            >
              {formatMultiplier(multiplier || 10_000)}
            </span>
            {next !== null && (
              <span
                className="rounded-md bg-surface-3/90 px-2 py-1 text-muted"
                data-testid="mines-next"
              >
                {t('Studio.mines.next', { multiplier: formatMultiplier(next) })}
              </span>
            )}
          </div>
        )
      }
      panel={
        <>
          <BetField disabled={open !== null} />
          <MinesCount
            value={open?.outcome.mines ?? mines}
            onChange={setMines}
            disabled={open !== null || rounds.busy}
          />
          {open ? (
            <>
              <div className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-bg/50 p-3 text-xs">
                <span className="text-muted">{t('Studio.mines.gems_found')}</span>
                <span className="text-right font-bold tabular-nums">
                  {picked} / {TILE_COUNT - open.outcome.mines}
                </span>
                <span className="text-muted">{t('Studio.mines.next_tile')}</span>
                <span className="text-right font-bold tabular-nums">
                  {next === null ? '—' : formatMultiplier(next)}
                </span>
              </div>
              <PlayButton
                testId="mines-cashout"
                variant="cashout"
                disabled={rounds.busy || picked === 0}
                onClick={() => void cashOut()}
                pending={rounds.busy && pendingTile === null}
                label={
                  <span className="flex flex-col items-center leading-tight">
                    <span>{t('Studio.mines.cashout')}</span>
                    <span className="text-xs font-bold tabular-nums normal-case opacity-80">
                      {formatAmount(payoutAt(stake, multiplier), currency)} {currency.code} ·{' '}
                      {formatMultiplier(multiplier || 10_000)}
                    </span>
                  </span>
                }
              />
              <button
                type="button"
                data-testid="mines-random"
                disabled={rounds.busy}
                onClick={randomTile}
                className="h-10 cursor-pointer rounded-xl border border-line text-xs font-bold text-muted transition-colors hover:bg-surface-2 hover:text-fg disabled:opacity-50"
              >
                {t('Studio.mines.random')}
              </button>
            </>
          ) : (
            <PlayButton label={t('Studio.mines.start')} onClick={() => void start()} />
          )}
          <RoundResult />
        </>
      }
      stage={
        <div className="grid h-full place-items-center p-3 pt-0 [container-type:size] sm:p-6 sm:pt-0">
          <div
            data-testid="mines-board"
            className="grid aspect-square w-[min(100cqw,100cqh,560px)] grid-cols-5 gap-[2.2%]"
          >
            {states.map((state, tile) => (
              <MinesTile
                key={tile}
                index={tile}
                state={state}
                pending={pendingTile === tile}
                playable={open !== null && !rounds.busy}
                onOpen={(index) => void reveal(index)}
              />
            ))}
          </div>
          <WinPopup />
        </div>
      }
    />
  );
}
