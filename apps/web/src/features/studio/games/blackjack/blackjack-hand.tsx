import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { ChipStack } from '../../components/table/chip-rack';
import { PlayingCard } from '../../components/table/playing-card';
import { totalLabel, type TBlackjackHand, type TBlackjackResult } from './blackjack-model';

const RESULT_STYLE: Record<TBlackjackResult, string> = {
  blackjack: 'bg-gold-400 text-[#1c1303]',
  win: 'bg-mint-400 text-[#03150d]',
  push: 'bg-surface-3 text-fg',
  lose: 'bg-[#3a1620] text-[#ff9bb0]',
  bust: 'bg-[#3a1620] text-[#ff9bb0]',
};

/** Cards fanned with an overlap, dealt in one after another. */
export function CardRow({
  cards,
  testId,
  small = false,
}: {
  cards: (number | null)[];
  testId: string;
  /** Smaller cards, for split hands side by side. */
  small?: boolean;
}) {
  return (
    <div data-testid={testId} className="flex justify-center">
      {cards.map((card, index) => (
        <div
          // A card keeps its place: its index is its identity in the hand.
          key={index}
          data-card={card ?? 'hidden'}
          className={cn(index > 0 && (small ? '-ml-7' : '-ml-9 sm:-ml-10'))}
        >
          <PlayingCard card={card} size={small ? 'sm' : 'md'} dealIndex={Math.min(index, 2)} />
        </div>
      ))}
    </div>
  );
}

/** One player hand: its cards, stake, total ("7/17" while soft and in play), and result. */
export function BlackjackHand({
  hand,
  index,
  count,
  active,
  stake,
}: {
  hand: TBlackjackHand;
  index: number;
  count: number;
  active: boolean;
  stake: bigint;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid={`bj-hand-${index}`}
      data-active={active || undefined}
      data-result={hand.result}
      aria-current={active || undefined}
      className={cn(
        'relative flex min-w-0 flex-col items-center gap-1 rounded-2xl border-2 px-1 pt-1.5 pb-1 transition-[border-color,box-shadow,opacity] duration-200',
        active
          ? 'border-gold-400/90 shadow-[0_0_28px_-6px_rgb(245_196_81/0.7)]'
          : 'border-transparent',
        hand.done && !active && !hand.result && 'opacity-75',
      )}
    >
      <div className="relative">
        <CardRow cards={hand.cards} testId={`bj-hand-${index}-cards`} small={count > 1} />
        {hand.result && (
          <span
            data-testid={`bj-hand-${index}-result`}
            className={cn(
              'absolute inset-x-0 bottom-1 mx-auto w-fit rounded-md px-1.5 py-0.5 text-[10px] font-extrabold uppercase shadow-[0_2px_8px_rgb(0_0_0/0.5)] sm:text-[11px]',
              RESULT_STYLE[hand.result],
            )}
          >
            {t(`Studio.blackjack.result_${hand.result}`)}
          </span>
        )}
      </div>
      <div className="flex items-center gap-1">
        {count > 1 && (
          <span className="sr-only">{t('Studio.blackjack.hand', { number: index + 1 })}</span>
        )}
        <ChipStack amount={stake} />
        {hand.doubled && (
          <span
            title={t('Studio.blackjack.doubled')}
            className="rounded-md bg-gold-400/20 px-1 py-0.5 text-[10px] font-black text-gold-300"
          >
            ×2
          </span>
        )}
        <span
          data-testid={`bj-hand-${index}-total`}
          className={cn(
            'rounded-md px-1.5 py-0.5 font-mono text-xs font-bold tabular-nums',
            hand.total > 21 ? 'bg-[#3a1620] text-[#ff9bb0]' : 'bg-black/55 text-fg',
          )}
        >
          {hand.done || hand.result ? hand.total : totalLabel(hand)}
        </span>
      </div>
    </div>
  );
}
