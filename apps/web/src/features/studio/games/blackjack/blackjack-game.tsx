import type { TStudioRound } from '@aurum/contracts/studio';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetField } from '../../components/bet-field';
import { GameLayout } from '../../components/game-layout';
import { PlayButton } from '../../components/play-button';
import { RoundResult, WinPopup } from '../../components/round-result';
import { useStudio } from '../../components/studio-context';
import { useCheckedBet } from '../../hooks/use-single-round';
import { BlackjackChips } from './blackjack-chips';
import { BlackjackControls } from './blackjack-controls';
import { BlackjackTable } from './blackjack-table';
import { openingBet, readBlackjack, type TBlackjackMove } from './blackjack-model';

/** How long a finished hand stays on the table before the result is counted as shown. */
const SETTLE_MS = 700;

/**
 * Blackjack at an RNG table: chips make the bet, Deal opens the round, then hit, stand, double,
 * split and insurance as the studio allows them. An open round comes back after a reload.
 */
export function BlackjackGame() {
  const { t } = useTranslation();
  const { session, rounds, turbo } = useStudio();
  const checkedBet = useCheckedBet();
  const [finished, setFinished] = useState<TStudioRound | null>(null);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const table = readBlackjack(session.openRound) ?? readBlackjack(finished);
  const open = table?.kind === 'open' ? table : null;
  // An open round this client cannot draw: say so rather than offer a deal the studio refuses.
  const unreadable = session.openRound !== null && open === null;

  const finish = (round: TStudioRound) => {
    setFinished(round);
    timer.current = window.setTimeout(() => rounds.settle(round), turbo ? 0 : SETTLE_MS);
  };

  const deal = async () => {
    const bet = checkedBet();
    if (bet === null) return;
    window.clearTimeout(timer.current);
    setFinished(null);
    const round = await rounds.play(bet, {});
    if (round?.status === 'closed') finish(round);
  };

  const move = async (action: TBlackjackMove) => {
    if (!open || rounds.busy) return;
    const round = await rounds.act(open.round.id, { action });
    if (round?.status === 'closed') finish(round);
  };

  return (
    <GameLayout
      stageClassName="h-[540px] sm:h-[600px]"
      panel={
        <>
          <BetField disabled={open !== null} />
          <BlackjackChips disabled={open !== null || rounds.busy} />
          {open ? (
            <>
              <BlackjackControls
                view={open.view}
                bet={openingBet(open)}
                onMove={(action) => void move(action)}
              />
              <p
                role="alert"
                data-testid="bj-notice"
                className="min-h-4 text-center text-xs leading-4 font-medium text-danger max-md:-order-1"
              >
                {rounds.notice}
              </p>
            </>
          ) : (
            <PlayButton
              label={t('Studio.blackjack.deal')}
              disabled={rounds.busy || unreadable}
              onClick={() => void deal()}
            />
          )}
          {unreadable && (
            <p role="alert" data-testid="bj-unreadable" className="text-xs text-danger">
              {t('Studio.blackjack.unreadable')}
            </p>
          )}
          <RoundResult />
        </>
      }
      stage={
        <>
          <BlackjackTable table={table} />
          {/* A push returns the stake: no popup for 1.00×. */}
          <WinPopup placement="top" minMultiplier={10_001} />
        </>
      }
    />
  );
}
