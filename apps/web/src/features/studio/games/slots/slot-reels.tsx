import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { cellKey, SLOT_SYMBOLS } from '../../model/slots';
import type { TTheme } from '../../model/themes';
import { SlotSymbol } from './slot-symbol';
import type { TSlotShow } from './use-slot-show';

const BLUR_SYMBOLS = 12;

/** Symbols for the blur of a spinning reel: looks only, the same for the same spin. */
function blurStrip(seed: string, reel: number, count: number): string[] {
  let hash = reel + 1;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) % 2_147_483_647;
  return Array.from({ length: count }, () => {
    hash = (hash * 48_271) % 2_147_483_647;
    return SLOT_SYMBOLS[hash % SLOT_SYMBOLS.length] ?? 'A';
  });
}

/**
 * The reels: each spins down a strip that ends on the new symbols and stops a little after the
 * one before it; when everything stands, the winning cells pulse and the rest dim.
 */
export function SlotReels({
  grid,
  rows,
  show,
  highlights,
  theme,
}: {
  grid: readonly (readonly string[])[];
  rows: number;
  show: TSlotShow | null;
  highlights: ReadonlySet<string>;
  theme: TTheme;
}) {
  const spinning = show?.phase === 'spinning' && show.step !== null;
  const dim = !spinning && highlights.size > 0;
  return (
    <div data-testid="slot-grid" data-spinning={spinning} className="grid grid-cols-5">
      {grid.map((column, reel) => {
        const step = show?.step;
        const from = show?.from[reel] ?? column;
        const strip = [
          ...column,
          ...blurStrip(
            `${show?.roundKey ?? ''}:${show?.index ?? 0}`,
            reel,
            BLUR_SYMBOLS + reel * 3,
          ),
          ...from,
        ];
        const style = {
          height: `${(strip.length / rows) * 100}%`,
          '--reel-from': `-${((strip.length - rows) / strip.length) * 100}%`,
          animation:
            step && spinning
              ? `studio-reel ${step.spinMs + reel * step.staggerMs}ms cubic-bezier(0.35, 0, 0.25, 1.06) both`
              : undefined,
        } as CSSProperties;
        return (
          <div
            key={reel}
            data-testid={`slot-reel-${reel}`}
            className={cn('relative overflow-hidden', reel > 0 && 'border-l border-white/6')}
            style={{ aspectRatio: `1 / ${rows}` }}
          >
            {spinning ? (
              <div
                key={`${show.roundKey}-${show.index}`}
                className="absolute inset-x-0 top-0 flex flex-col"
                style={style}
              >
                {strip.map((symbol, index) => (
                  <div key={index} className="min-h-0 flex-1 p-[7%]">
                    <SlotSymbol symbol={symbol} theme={theme} />
                  </div>
                ))}
              </div>
            ) : (
              <div className="absolute inset-0 flex flex-col">
                {column.map((symbol, row) => {
                  const lit = highlights.has(cellKey(reel, row));
                  return (
                    <div
                      key={row}
                      data-testid={`slot-cell-${reel}-${row}`}
                      data-symbol={symbol}
                      data-win={lit || undefined}
                      className={cn(
                        'min-h-0 flex-1 p-[7%] transition-opacity duration-300',
                        dim && !lit && 'opacity-35',
                        lit && 'animate-[studio-cell-win_900ms_ease-in-out_infinite]',
                      )}
                    >
                      <SlotSymbol symbol={symbol} theme={theme} />
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
