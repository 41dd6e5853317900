import { useTranslation } from 'react-i18next';
import { ChipStack } from '../../components/table/chip-rack';
import { TableStage } from '../../components/table/table-stage';
import { useStudio } from '../../components/studio-context';
import { BlackjackHand, CardRow } from './blackjack-hand';
import { handStake, openingBet, type TBlackjackTable } from './blackjack-model';

/** What the dealer announces: bets, the player's turn, insurance, or how the round ended. */
function statusOf(table: TBlackjackTable | null): string {
  if (!table) return 'bets';
  if (table.kind === 'open') return table.view.status === 'insurance' ? 'insurance' : 'turn';
  const paid = BigInt(table.round.payout);
  if (paid === 0n) return 'lost';
  return paid > BigInt(table.round.bet) ? 'won' : 'push';
}

/**
 * The felt: the dealer's cards (the hole card face down while the round is open) above the
 * player's hands, the hand in play highlighted; with no round, the betting spot and the bet.
 */
export function BlackjackTable({ table }: { table: TBlackjackTable | null }) {
  const { t } = useTranslation();
  const { bet, session } = useStudio();
  const status = statusOf(table);
  const stake = table ? openingBet(table) : (bet.minor ?? 0n);
  const hands = table?.view.hands ?? [];
  const active = table?.kind === 'open' ? table.view.active : -1;
  return (
    <TableStage title={session.game.title} status={t(`Studio.blackjack.status_${status}`)}>
      <div
        data-testid="bj-table"
        data-status={status}
        className="flex h-full flex-col items-center justify-between gap-1 px-2 pt-1 pb-2 sm:pb-4"
      >
        <div
          role="group"
          className="flex flex-col items-center gap-1"
          aria-label={t('Studio.blackjack.dealer')}
        >
          {table ? (
            <>
              <CardRow cards={table.view.dealer} testId="bj-dealer-cards" />
              <span
                data-testid="bj-dealer-total"
                className="rounded-md bg-black/55 px-1.5 py-0.5 font-mono text-xs font-bold tabular-nums"
              >
                {table.view.dealerTotal}
              </span>
            </>
          ) : (
            <div className="h-[5.25rem] sm:h-24" aria-hidden />
          )}
        </div>
        <p className="max-w-[30rem] text-center text-[9px] leading-relaxed font-semibold tracking-[0.18em] text-gold-200/60 uppercase sm:text-[11px]">
          {t('Studio.blackjack.rules')}
        </p>
        {table ? (
          <div
            data-testid="bj-hands"
            className="flex w-full max-w-3xl flex-wrap items-end justify-center gap-1 sm:gap-3"
          >
            {hands.map((hand, index) => (
              <BlackjackHand
                // A hand's place at the table is its identity (splits insert after it).
                key={index}
                hand={hand}
                index={index}
                count={hands.length}
                active={index === active}
                stake={handStake(hand, stake)}
              />
            ))}
          </div>
        ) : (
          <div
            data-testid="bj-bet-spot"
            className="flex flex-col items-center gap-2 rounded-full border-2 border-dashed border-gold-300/40 px-8 py-5"
          >
            <ChipStack amount={stake} />
            <span className="text-xs font-semibold text-white/70">
              {t('Studio.blackjack.place_bet')}
            </span>
          </div>
        )}
      </div>
    </TableStage>
  );
}
