import { RANKS, rankOf, suitOf, type TSuit } from '@aurum/games';
import { cn } from '@/lib/cn';

const SUIT_SYMBOL: Record<TSuit, string> = {
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
};
const RED: ReadonlySet<TSuit> = new Set(['hearts', 'diamonds']);

const SIZES = {
  sm: 'h-16 w-11 rounded-md text-[11px]',
  md: 'h-[5.25rem] w-[3.75rem] rounded-lg text-sm sm:h-24 sm:w-[4.25rem]',
  lg: 'h-28 w-20 rounded-lg text-base sm:h-32 sm:w-[5.75rem] sm:text-lg',
} as const;

/**
 * A playing card drawn in CSS: `card` is 0..51 as @aurum/games deals it (rank = card mod 13,
 * suit = floor(card / 13)); null draws the back. `dealIndex` staggers the deal-in animation;
 * `highlight` rings the card (a held card, a winning hand), `dimmed` fades it.
 */
export function PlayingCard({
  card,
  size = 'md',
  dealIndex = 0,
  highlight = false,
  dimmed = false,
  className,
  testId,
}: {
  card: number | null;
  size?: keyof typeof SIZES;
  dealIndex?: number;
  highlight?: boolean;
  dimmed?: boolean;
  className?: string;
  testId?: string;
}) {
  const style = { animationDelay: `${dealIndex * 120}ms` };
  if (card === null) {
    return (
      <div
        data-testid={testId}
        data-card="back"
        aria-label="?"
        style={style}
        className={cn(
          'studio-card-deal relative shrink-0 overflow-hidden border border-gold-400/40 shadow-[0_6px_14px_rgb(0_0_0/0.45)]',
          SIZES[size],
          className,
        )}
      >
        <div className="absolute inset-0 bg-[repeating-linear-gradient(45deg,#3b1d6e_0_6px,#2a1450_6px_12px)]" />
        <div className="absolute inset-[12%] rounded-[inherit] border border-gold-400/50 bg-[radial-gradient(circle,#6a3bc4_0%,#2a1450_70%)]" />
        <span className="absolute inset-0 grid place-items-center font-black text-gold-300/80">
          A
        </span>
      </div>
    );
  }
  const suit = suitOf(card);
  const rank = RANKS[rankOf(card)] ?? '?';
  const symbol = SUIT_SYMBOL[suit];
  return (
    <div
      data-testid={testId}
      data-card={`${rank}${symbol}`}
      aria-label={`${rank}${symbol}`}
      role="img"
      style={style}
      className={cn(
        'studio-card-deal relative shrink-0 select-none border border-black/10 bg-gradient-to-b from-white to-[#ece7dc] font-black shadow-[0_6px_14px_rgb(0_0_0/0.45)] transition-[opacity,box-shadow,transform]',
        RED.has(suit) ? 'text-[#c8102e]' : 'text-[#15151c]',
        highlight && 'ring-2 ring-gold-400 ring-offset-2 ring-offset-transparent',
        dimmed && 'opacity-45',
        SIZES[size],
        className,
      )}
    >
      <span className="absolute left-[8%] top-[5%] flex flex-col items-center leading-none">
        <span>{rank}</span>
        <span className="text-[0.85em]">{symbol}</span>
      </span>
      <span className="absolute bottom-[5%] right-[8%] flex rotate-180 flex-col items-center leading-none">
        <span>{rank}</span>
        <span className="text-[0.85em]">{symbol}</span>
      </span>
      <span className="absolute inset-0 grid place-items-center text-[2.1em] leading-none">
        {symbol}
      </span>
    </div>
  );
}
