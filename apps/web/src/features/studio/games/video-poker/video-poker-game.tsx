import type { TStudioRound } from '@aurum/contracts/studio';
import { JACKS_OR_BETTER_PAYS } from '@aurum/games';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetField } from '../../components/bet-field';
import { GameLayout } from '../../components/game-layout';
import { PlayButton } from '../../components/play-button';
import { RoundResult, WinPopup } from '../../components/round-result';
import { useStudio } from '../../components/studio-context';
import { TableStage } from '../../components/table/table-stage';
import { useCheckedBet } from '../../hooks/use-single-round';
import { formatAmount } from '../../model/format';
import { readOutcome, ZVideoPokerDealt, ZVideoPokerDone } from '../../model/outcomes';
import { PokerHand } from './poker-hand';
import { VideoPokerPaytable } from './video-poker-paytable';

const DRAW_MS = 900;
const NO_HOLDS = [false, false, false, false, false];

const paysOf = (rank: string | undefined) =>
  Object.entries(JACKS_OR_BETTER_PAYS).find(([hand]) => hand === rank)?.[1] ?? 0;

/**
 * Jacks or Better: deal five cards, hold any (tap or keys 1–5), draw once; the final hand pays
 * by the table. An open hand (a reload mid-hand) comes back from the session, holds cleared.
 */
export function VideoPokerGame() {
  const { t } = useTranslation();
  const { session, rounds, bet, currency, turbo } = useStudio();
  const checkedBet = useCheckedBet();
  const [finished, setFinished] = useState<TStudioRound | null>(null);
  const [holds, setHolds] = useState<{ roundId: string; held: boolean[] } | null>(null);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const openRound = session.openRound?.status === 'open' ? session.openRound : null;
  const dealt = openRound ? readOutcome(ZVideoPokerDealt, openRound) : null;
  const done = finished ? readOutcome(ZVideoPokerDone, finished) : null;
  const canHold = dealt !== null && !rounds.busy;
  const held = done?.held ?? (openRound && holds?.roundId === openRound.id ? holds.held : NO_HOLDS);
  const stake = openRound
    ? BigInt(openRound.bet)
    : finished
      ? BigInt(finished.bet)
      : (bet.minor ?? 0n);

  const toggle = (index: number) => {
    if (!openRound || !canHold) return;
    setHolds({
      roundId: openRound.id,
      held: held.map((value, i) => (i === index ? !value : value)),
    });
  };

  // Keys 1–5 hold and release while a hand waits for the draw (re-bound as the holds change).
  useEffect(() => {
    if (!canHold) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target?.closest('input, textarea, select')) return;
      const index = Number(event.key) - 1;
      if (Number.isInteger(index) && index >= 0 && index < 5) toggle(index);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const deal = async () => {
    const amount = checkedBet();
    if (amount === null) return;
    setFinished(null);
    setHolds(null);
    await rounds.play(amount, {});
  };

  const draw = async () => {
    if (!openRound) return;
    const round = await rounds.act(openRound.id, { action: 'draw', hold: held });
    if (round?.status !== 'closed') return;
    setFinished(round);
    timer.current = window.setTimeout(() => rounds.settle(round), turbo ? 0 : DRAW_MS);
  };

  const cards = done?.hand ?? dealt?.hand ?? null;
  const lit = done
    ? paysOf(done.rank) > 0
      ? done.rank
      : null
    : paysOf(dealt?.rank) > 0
      ? (dealt?.rank ?? null)
      : null;
  const status = done
    ? paysOf(done.rank) > 0
      ? t('Studio.video_poker.won', {
          hand: t(`Studio.video_poker.hands.${done.rank}`),
          amount: formatAmount(BigInt(finished?.payout ?? '0'), currency),
          currency: currency.code,
        })
      : t('Studio.video_poker.no_win')
    : dealt
      ? t('Studio.video_poker.hold_hint')
      : openRound
        ? t('Studio.video_poker.unknown_hand')
        : t('Studio.video_poker.deal_hint');

  return (
    <GameLayout
      stageClassName="h-[560px] sm:h-[600px]"
      panel={
        <>
          <BetField disabled={openRound !== null} />
          {openRound ? (
            <PlayButton
              testId="poker-draw"
              variant="cashout"
              disabled={rounds.busy || !dealt}
              label={t('Studio.video_poker.draw')}
              onClick={() => void draw()}
            />
          ) : (
            <PlayButton label={t('Studio.video_poker.deal')} onClick={() => void deal()} />
          )}
          <p className="text-center text-[11px] text-muted max-md:hidden">
            {t('Studio.video_poker.keys_hint')}
          </p>
          <RoundResult />
        </>
      }
      stage={
        <TableStage title={session.game.title} felt="green" status={status}>
          <div className="flex h-full flex-col items-center justify-between gap-3 px-1 pt-2 pb-3 sm:px-6 sm:pb-6">
            <div className="w-full max-w-[560px]">
              <VideoPokerPaytable bet={stake} lit={lit} won={done !== null} />
            </div>
            <PokerHand
              cards={cards}
              held={held}
              canHold={canHold}
              onToggle={toggle}
              fresh={done ? done.held.map((kept) => !kept) : NO_HOLDS.map(() => true)}
            />
          </div>
          <WinPopup placement="top" />
        </TableStage>
      }
    />
  );
}
