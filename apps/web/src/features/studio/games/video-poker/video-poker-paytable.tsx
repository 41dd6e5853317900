import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useStudio } from '../../components/studio-context';
import { formatAmount } from '../../model/format';
import { VIDEO_POKER_PAYTABLE } from '../../model/games-package';

/** The nine paying hands with what they pay at this bet; `lit` rings the hand shown. */
export function VideoPokerPaytable({
  bet,
  lit,
  won,
}: {
  bet: bigint;
  lit: string | null;
  /** The lit hand is the final one (it paid), not just what the dealt cards make. */
  won: boolean;
}) {
  const { t } = useTranslation();
  const { currency } = useStudio();
  return (
    <ol
      data-testid="poker-paytable"
      aria-label={t('Studio.video_poker.paytable')}
      className="grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-gold-400/30 bg-black/45 text-[10px] sm:text-xs"
    >
      {VIDEO_POKER_PAYTABLE.map(([hand, pays]) => (
        <li
          key={hand}
          data-testid={`poker-pay-${hand}`}
          data-lit={lit === hand}
          className={cn(
            'flex items-center justify-between gap-2 px-1.5 py-[3px] sm:px-2.5 font-bold uppercase tracking-wide transition-colors',
            lit === hand
              ? won
                ? 'bg-gold-400 text-[#1c1303]'
                : 'bg-gold-400/20 text-gold-200'
              : 'text-gold-200/80',
          )}
        >
          <span className="truncate">{t(`Studio.video_poker.hands.${hand}`)}</span>
          <span className="shrink-0 font-mono tabular-nums">
            {formatAmount(bet * BigInt(pays), currency)}
          </span>
        </li>
      ))}
    </ol>
  );
}
