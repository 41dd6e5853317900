import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { PlayingCard } from '../../components/table/playing-card';

/**
 * The five cards. While the hand may be drawn, a tap (or keys 1–5) holds a card: it rises and
 * says "Held". A card that changes is drawn anew and deals in (staggered when `fresh`).
 */
export function PokerHand({
  cards,
  held,
  canHold,
  onToggle,
  fresh,
}: {
  /** null: no hand yet, five backs. */
  cards: readonly number[] | null;
  held: readonly boolean[];
  canHold: boolean;
  onToggle: (index: number) => void;
  /** Which cards just arrived (animate their deal). */
  fresh: readonly boolean[];
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="poker-hand" className="flex items-end justify-center gap-1 sm:gap-3">
      {Array.from({ length: 5 }, (_, i) => {
        const card = cards?.[i] ?? null;
        const isHeld = held[i] ?? false;
        return (
          <button
            key={`${i}:${card ?? 'back'}`}
            type="button"
            data-testid={`poker-card-${i}`}
            data-held={isHeld}
            aria-pressed={isHeld}
            aria-label={t('Studio.video_poker.card', { number: i + 1 })}
            disabled={!canHold}
            onClick={() => onToggle(i)}
            className={cn(
              'flex w-[3.75rem] cursor-pointer flex-col items-center gap-1 rounded-lg transition-transform duration-150 disabled:cursor-default sm:w-[4.25rem]',
              isHeld && '-translate-y-2',
            )}
          >
            <PlayingCard card={card} size="md" dealIndex={fresh[i] ? i : 0} highlight={isHeld} />
            <span
              className={cn(
                'h-5 max-w-full truncate rounded px-1 text-[9px] leading-5 font-black uppercase sm:px-1.5 sm:text-[10px] sm:tracking-wider',
                isHeld ? 'bg-gold-400 text-[#1c1303]' : 'text-transparent',
              )}
            >
              {t('Studio.video_poker.held')}
            </span>
          </button>
        );
      })}
    </div>
  );
}
