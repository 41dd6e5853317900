import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { PlayingCard } from '../../components/table/playing-card';
import { handTotal, type TBaccaratSide } from '../../model/baccarat';

/** One side's cards as far as they are turned, its label and running total. */
export function BaccaratHand({
  side,
  cards,
  won,
  compact,
}: {
  side: TBaccaratSide;
  /** The cards turned so far, in order. */
  cards: readonly number[];
  won: boolean;
  /** Phones: small cards, the third one upright. */
  compact: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-1.5" data-testid={`baccarat-${side}-hand`}>
      <div className="flex items-center gap-2">
        <span
          className={cn(
            'rounded-md px-2 py-0.5 text-xs font-black tracking-wide uppercase',
            side === 'player' ? 'bg-[#2f6fe0] text-white' : 'bg-[#d7263d] text-white',
          )}
        >
          {t(`Studio.baccarat.${side}`)}
        </span>
        <span
          data-testid={`baccarat-${side}-total`}
          className={cn(
            'grid size-7 place-items-center rounded-full bg-black/50 text-sm font-black tabular-nums',
            won && 'bg-gold-400 text-black',
          )}
        >
          {cards.length > 0 ? handTotal(cards) : '–'}
        </span>
      </div>
      <div
        className={cn('flex items-end gap-1', compact ? 'h-16' : 'h-24')}
        data-testid={`baccarat-${side}-cards`}
      >
        {cards.map((card, index) => (
          <PlayingCard
            key={index}
            card={card}
            size={compact ? 'sm' : 'md'}
            highlight={won}
            className={index === 2 && !compact ? 'ml-3 rotate-90 self-center' : undefined}
          />
        ))}
        {cards.length === 0 &&
          [0, 1].map((slot) => (
            <div
              key={slot}
              className={cn(
                'rounded-lg border border-dashed border-white/25',
                compact ? 'h-16 w-11' : 'h-24 w-[4.25rem]',
              )}
            />
          ))}
      </div>
    </div>
  );
}
