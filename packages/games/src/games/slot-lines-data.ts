/**
 * The paylines slot's variants. Reel strips are read top to bottom and wrap around; no strip
 * holds two scatters closer than 3 stops, so a reel shows at most one. `W` sits on reels 2–4
 * only. Pays are coins per line; the total bet is one coin per line.
 */
import type { TSlotRules } from './slot-engine';

export const SLOT_LINES_VARIANTS = ['classic', 'wild'] as const;
export type TSlotLinesVariant = (typeof SLOT_LINES_VARIANTS)[number];
type TPaytable = TSlotRules['paytable'];

const strip = (symbols: string): readonly string[] => symbols.split(' ');

/** Rows (0 top .. 2 bottom) of each payline, reel 1 to reel 5. */
const LINES_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

export const PAYLINES: Record<TSlotLinesVariant, readonly (readonly number[])[]> = {
  classic: LINES_20,
  wild: LINES_20.slice(0, 10),
};

export const REELS: Record<TSlotLinesVariant, readonly (readonly string[])[]> = {
  classic: [
    strip(
      'S J H4 Q K H3 J 10 A J H2 H3 K 10 K A H2 Q H1 Q 10 K J 10 H1 J H4 Q J A K H4 H2 Q 10 A 10 H4 H3 A Q',
    ),
    strip(
      'S J H3 K Q A J H4 K H1 K 10 J H2 J 10 H4 Q H1 Q J H2 Q A Q H2 S Q 10 A J A Q 10 J H4 H3 10 K 10 A W H4 10 K H2 H1 H3 K H3 A H4',
    ),
    strip(
      'S 10 Q H3 J 10 J K 10 J A H1 Q H4 K 10 A H3 H1 Q A J K H2 H1 A S H4 10 J 10 H4 J Q 10 H2 H3 K H4 A H2 K H2 H4 Q W Q K Q J H3 A',
    ),
    strip(
      'S K 10 Q A W 10 H2 J 10 J K A 10 Q A K H4 K H1 K H4 H2 Q A H3 S J Q 10 J 10 H4 H3 10 Q H3 H4 J H1 Q H2 H3 A K A H4 J H2 J Q H1',
    ),
    strip(
      'S 10 H2 A Q J H4 J H4 Q 10 A J Q H1 10 K H3 J A H1 A Q 10 H3 10 H2 K 10 K J H3 H2 Q K H4 J A H4 K Q',
    ),
  ],
  wild: [
    strip(
      'S H2 A 10 J H1 10 Q K Q 10 H2 H4 A K J H3 K Q 10 J Q H3 A J K Q K H4 H3 Q K 10 Q H4 10 J H2 A H4 A J 10 H1 J A',
    ),
    strip(
      'S J Q K A W H2 H4 Q K J H2 K A J A K 10 Q J A J H3 A Q 10 H3 Q K S H4 Q A 10 H1 H3 10 H4 J 10 K A J 10 H4 H2 W H3 H4 Q 10 Q W J K 10 H1',
    ),
    strip(
      'S 10 Q H3 H2 H4 A Q A K 10 Q K H1 W K J K A H1 H3 A Q 10 J H4 K J 10 S H3 A H4 H3 K A Q J H4 Q W J Q J 10 W H2 10 Q 10 J H2 J H4 A 10 K',
    ),
    strip(
      'S J H4 10 Q 10 Q H3 J A Q W A J Q J H4 A J H4 10 Q W Q 10 H2 K 10 H4 S H3 Q H3 10 H4 K H2 K H2 J H1 Q K H1 K 10 A K 10 A J W H3 A J A K',
    ),
    strip(
      'S Q H3 Q K A J Q K 10 K H4 H3 10 H2 Q H4 J Q K A 10 J 10 J H1 H4 H3 J K J A Q A 10 J 10 H1 H2 10 H2 H4 A Q A K',
    ),
  ],
};

/** Coins per line for 3, 4 and 5 of a kind. */
export const PAYTABLE: Record<TSlotLinesVariant, TPaytable> = {
  classic: {
    H1: [150, 600, 2500],
    H2: [100, 400, 1500],
    H3: [75, 250, 1000],
    H4: [60, 200, 750],
    A: [30, 125, 400],
    K: [30, 100, 300],
    Q: [15, 75, 300],
    J: [15, 60, 250],
    '10': [15, 60, 250],
  },
  wild: {
    H1: [100, 500, 5000],
    H2: [75, 300, 2000],
    H3: [50, 250, 1000],
    H4: [40, 150, 750],
    A: [15, 60, 250],
    K: [15, 50, 200],
    Q: [10, 40, 150],
    J: [10, 30, 125],
    '10': [10, 30, 125],
  },
};

export const SLOT_LINES: Record<
  TSlotLinesVariant,
  { rules: TSlotRules; paylines: readonly (readonly number[])[] }
> = {
  classic: {
    paylines: PAYLINES.classic,
    rules: {
      rows: 3,
      reels: REELS.classic,
      paytable: PAYTABLE.classic,
      // 3, 4, 5 scatters: 2×, 10×, 50× the total bet.
      scatterPays: [0, 0, 0, 40, 200, 1000],
      betCoins: 20,
      freeSpins: 10,
      freeMultiplier: 2,
      // 5 000×: no single spin reaches it (a free spin pays under 2 900×).
      maxMultiplier: 50_000_000,
    },
  },
  wild: {
    paylines: PAYLINES.wild,
    rules: {
      rows: 3,
      reels: REELS.wild,
      paytable: PAYTABLE.wild,
      scatterPays: [0, 0, 0, 20, 100, 500],
      betCoins: 10,
      freeSpins: 8,
      freeMultiplier: 3,
      // 10 000×: no single spin reaches it (a free spin pays under 6 400×).
      maxMultiplier: 100_000_000,
    },
  },
};
