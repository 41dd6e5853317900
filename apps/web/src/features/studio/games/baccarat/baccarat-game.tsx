import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/use-media-query';
import { BetField } from '../../components/bet-field';
import { GameLayout } from '../../components/game-layout';
import { PlayButton } from '../../components/play-button';
import { RoundResult, WinPopup } from '../../components/round-result';
import { useStudio } from '../../components/studio-context';
import { BetTotals } from '../../components/table/bet-totals';
import { ChipRack } from '../../components/table/chip-rack';
import { TableStage } from '../../components/table/table-stage';
import { useSingleRound } from '../../hooks/use-single-round';
import { useTableBets } from '../../hooks/use-spot-bets';
import { dealOrder, type TBaccaratSpot } from '../../model/baccarat';
import { ZBaccaratOutcome, type TBaccaratOutcome } from '../../model/outcomes';
import { BaccaratBetBoard } from './baccarat-bet-board';
import { BaccaratHand } from './baccarat-hand';
import { BaccaratRoad, type TRoadEntry } from './baccarat-road';

const CARD_MS = 650;
const LETTER = { player: 'P', banker: 'B', tie: 'T' } as const;

function winningSpots(outcome: TBaccaratOutcome): Set<TBaccaratSpot> {
  const spots = new Set<TBaccaratSpot>([outcome.result]);
  if (outcome.playerPair) spots.add('player-pair');
  if (outcome.bankerPair) spots.add('banker-pair');
  return spots;
}

/** Punto Banco at an RNG table: chips on the felt, the deal card by card, the bead road. */
export function BaccaratGame() {
  const { t } = useTranslation();
  const { rounds, session, game } = useStudio();
  const chips = useTableBets<TBaccaratSpot>();
  const wide = useMediaQuery('(min-width: 640px)');
  const [revealed, setRevealed] = useState(0);
  const [road, setRoad] = useState<TRoadEntry[]>([]);
  const timers = useRef<number[]>([]);
  const { shown, start, turbo } = useSingleRound(
    ZBaccaratOutcome,
    (outcome) => (outcome ? dealOrder(outcome).length * CARD_MS + 500 : 0),
    (outcome) => `${LETTER[outcome.result]} ${outcome.playerTotal}:${outcome.bankerTotal}`,
  );
  const outcome = shown?.outcome ?? null;
  const order = outcome ? dealOrder(outcome) : [];
  const turned = order.slice(0, revealed);
  const cardsOf = (side: 'player' | 'banker') =>
    turned.filter((entry) => entry.side === side).map((entry) => entry.card);
  const over = outcome !== null && !rounds.busy && revealed >= order.length;
  const winning = over ? winningSpots(outcome) : new Set<TBaccaratSpot>();

  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const deal = async () => {
    if (chips.total === 0n) {
      rounds.showNotice(t('Studio.baccarat.no_chips'));
      return;
    }
    const bets = chips.entries().map(([kind, amount]) => ({ kind, amount: amount.toString() }));
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
    setRevealed(0);
    const round = await start({ bets }, chips.total);
    if (!round) return;
    const parsed = ZBaccaratOutcome.safeParse(round.outcome);
    if (!parsed.success) return;
    const dealt = parsed.data;
    const count = dealOrder(dealt).length;
    const entry: TRoadEntry = {
      result: dealt.result,
      playerPair: dealt.playerPair,
      bankerPair: dealt.bankerPair,
    };
    if (turbo) {
      setRevealed(count);
      setRoad((previous) => [...previous, entry]);
      return;
    }
    for (let k = 1; k <= count; k++)
      timers.current.push(window.setTimeout(() => setRevealed(k), k * CARD_MS - 300));
    timers.current.push(
      window.setTimeout(() => setRoad((previous) => [...previous, entry]), count * CARD_MS),
    );
  };

  const status = over
    ? outcome.result === 'tie'
      ? t('Studio.baccarat.tie_result')
      : t('Studio.baccarat.wins', { side: t(`Studio.baccarat.${outcome.result}`) })
    : rounds.busy
      ? t('Studio.baccarat.dealing')
      : t('Studio.baccarat.place_bets');

  return (
    <GameLayout
      stageClassName="h-[640px] sm:h-[680px]"
      panel={
        <>
          <BetField label={t('Studio.roulette.chip_value')} />
          <ChipRack testId="baccarat-chips" />
          <BetTotals
            total={chips.total}
            canUndo={chips.canUndo}
            onUndo={chips.undo}
            onClear={chips.clear}
            testIdPrefix="baccarat"
          />
          <PlayButton label={t('Studio.baccarat.deal')} onClick={() => void deal()} />
          <RoundResult />
          <p className="text-[11px] leading-snug text-subtle">{t('Studio.baccarat.rules')}</p>
        </>
      }
      stage={
        <TableStage
          title={session.game.title}
          felt={game.variant === 'super-6' ? 'red' : 'green'}
          status={<span data-testid="baccarat-status">{status}</span>}
        >
          <div className="flex h-full flex-col items-center gap-3 px-3 pt-2 pb-3 sm:px-6">
            <div
              className="flex w-full max-w-2xl items-start justify-around gap-2"
              data-testid="baccarat-table"
              data-result={over ? outcome.result : ''}
            >
              <BaccaratHand
                side="player"
                cards={cardsOf('player')}
                won={winning.has('player')}
                compact={!wide}
              />
              <BaccaratHand
                side="banker"
                cards={cardsOf('banker')}
                won={winning.has('banker')}
                compact={!wide}
              />
            </div>
            <div className="flex w-full max-w-3xl flex-col gap-3 sm:flex-row sm:items-end">
              <div className="min-w-0 flex-1">
                <BaccaratBetBoard
                  amountOn={chips.amountOn}
                  winning={winning}
                  superSix={game.variant === 'super-6'}
                  disabled={rounds.busy}
                  onPlace={chips.placeChip}
                />
              </div>
              <BaccaratRoad entries={road} columns={wide ? 12 : 19} />
            </div>
          </div>
          <WinPopup />
        </TableStage>
      }
    />
  );
}
