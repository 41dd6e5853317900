import { Sparkles } from 'lucide-react';
import { memo } from 'react';
import { cn } from '@/lib/cn';
import { HIGH_SYMBOLS, LOW_SYMBOLS, SCATTER, WILD } from '../../model/slots';
import type { TTheme } from '../../model/themes';

const gloss =
  'pointer-events-none absolute inset-x-[8%] top-[5%] h-[42%] rounded-[40%] bg-linear-to-b from-white/45 to-white/0';

/**
 * One symbol as a glossy tile: the theme's icons for H1–H4, its letters for A–10, a gold WILD
 * and a violet scatter.
 */
export const SlotSymbol = memo(function SlotSymbol({
  symbol,
  theme,
}: {
  symbol: string;
  theme: TTheme;
}) {
  const high = HIGH_SYMBOLS.indexOf(symbol as (typeof HIGH_SYMBOLS)[number]);
  if (high >= 0) {
    const Icon = theme.icons[high] ?? Sparkles;
    const [from, to] = theme.tiles[high] ?? ['#888', '#444'];
    return (
      <span
        className="relative grid size-full place-items-center overflow-hidden rounded-[18%] shadow-[inset_0_-6px_12px_rgb(0_0_0/0.3),inset_0_2px_0_rgb(255_255_255/0.35),0_4px_10px_rgb(0_0_0/0.35)]"
        style={{ background: `linear-gradient(160deg, ${from}, ${to})` }}
      >
        <span className={gloss} />
        <Icon
          className="relative size-[62%] text-white drop-shadow-[0_2px_2px_rgb(0_0_0/0.45)]"
          strokeWidth={2}
        />
      </span>
    );
  }
  const low = LOW_SYMBOLS.indexOf(symbol as (typeof LOW_SYMBOLS)[number]);
  if (low >= 0) {
    const color = theme.letters[low] ?? '#fff';
    return (
      <span
        className="grid size-full place-items-center rounded-[18%] border"
        style={{
          borderColor: `${color}26`,
          background: `radial-gradient(circle at 50% 35%, ${color}1f, ${color}08 70%)`,
        }}
      >
        <span
          className="text-[clamp(18px,7cqw,54px)] leading-none font-black tracking-tighter"
          style={{ color, textShadow: `0 2px 0 rgb(0 0 0 / 0.55), 0 0 16px ${color}80` }}
        >
          {symbol}
        </span>
      </span>
    );
  }
  if (symbol === WILD) {
    return (
      <span className="relative grid size-full place-items-center overflow-hidden rounded-[18%] bg-linear-to-b from-[#fff0a8] via-[#fcc945] to-[#b87708] shadow-[inset_0_-6px_12px_rgb(0_0_0/0.25),0_0_18px_rgb(252_201_69/0.45)]">
        <span className={gloss} />
        <span className="relative -rotate-6 text-[clamp(11px,3.6cqw,26px)] font-black tracking-tight text-[#5a2d00] [text-shadow:0_1px_0_rgb(255_255_255/0.5)]">
          WILD
        </span>
      </span>
    );
  }
  if (symbol === SCATTER) {
    return (
      <span className="relative grid size-full place-items-center overflow-hidden rounded-full bg-[radial-gradient(circle_at_35%_30%,#f4b8ff,#9b5cff_45%,#3b138f)] shadow-[0_0_20px_rgb(155_92_255/0.55)]">
        <span className={gloss} />
        <Sparkles className="relative size-[58%] fill-white/90 text-white" strokeWidth={1.5} />
      </span>
    );
  }
  return (
    <span className={cn('grid size-full place-items-center text-lg font-bold text-muted')}>
      {symbol}
    </span>
  );
});
