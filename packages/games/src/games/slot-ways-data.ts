/**
 * The ways slot's variants. Symbols come in stacks (the high ones in twos or threes), which
 * keeps the hit rate down and the ways up; no strip holds two scatters within one window, and
 * reel 1 holds no `W`. Pays are coins per way; the total bet is worth `betCoins` coins.
 */
import type { TSlotRules } from './slot-engine';

export const SLOT_WAYS_VARIANTS = ['ways243', 'ways1024'] as const;
export type TSlotWaysVariant = (typeof SLOT_WAYS_VARIANTS)[number];

const strip = (symbols: string): readonly string[] => symbols.split(' ');

export const WAYS_REELS: Record<TSlotWaysVariant, readonly (readonly string[])[]> = {
  ways243: [
    strip(
      'A Q 10 A 10 J Q A Q K J K H2 H2 H1 H1 K H3 H3 A H1 H1 A J H4 H4 K Q K Q K H4 H4 H2 H2 S 10 Q H3 H3 J Q 10 J H4 H4 J 10 A 10 S 10 H3 H3 J',
    ),
    strip(
      'H4 H4 H2 H2 J K 10 H1 H1 J A H1 H1 H3 H3 H2 H2 W A 10 J 10 W S K A H4 H4 Q K A K H2 H2 Q J Q J A K Q S Q 10 H4 H4 10 H3 H3 10 J A Q K Q J H3 H3 10',
    ),
    strip(
      'Q W H4 H4 A 10 A 10 H3 H3 J K 10 H1 H1 K W S K 10 K A H2 H2 10 J Q J H1 H1 J Q J H2 H2 A H2 H2 J 10 Q A H4 H4 A Q S Q K H4 H4 H3 H3 Q J H3 H3 10 K',
    ),
    strip(
      'H3 H3 S A K J H4 H4 K H2 H2 J A H1 H1 K 10 A J 10 K S K Q A 10 W H2 H2 10 J 10 J A Q H4 H4 Q J H3 H3 10 H2 H2 K Q H3 H3 10 Q J H1 H1 Q A H4 H4 Q W',
    ),
    strip(
      'Q 10 A S Q 10 H3 H3 A W K A Q J H3 H3 H1 H1 K H4 H4 Q H2 H2 J W Q H1 H1 K J 10 H4 H4 J Q S A H4 H4 J K A 10 Q J 10 H2 H2 A 10 H3 H3 10 K J K H2 H2',
    ),
  ],
  ways1024: [
    strip(
      'S J J H4 H4 H4 K K H3 H3 H3 K K J J 10 10 Q Q H4 H4 H4 Q Q A A H3 H3 H3 H2 H2 H2 K K H3 H3 H3 Q Q 10 10 S H2 H2 H2 J J 10 10 H1 H1 H1 K K 10 10 K K 10 10 Q Q H1 H1 H1 A A J J Q Q A A J J A A Q Q J J 10 10 A A H4 H4 H4',
    ),
    strip(
      'Q Q H3 H3 H3 J J K K J J 10 10 A A 10 10 K K Q Q H2 H2 H2 10 10 Q Q J J H3 H3 H3 H4 H4 H4 K K S W A A Q Q H3 H3 H3 10 10 A A H2 H2 H2 J J H1 H1 H1 10 10 K K 10 10 Q Q A A Q Q W H4 H4 H4 K K J J W S J J H1 H1 H1 H4 H4 H4 H2 H2 H2 A A',
    ),
    strip(
      'H2 H2 H2 A A H1 H1 H1 K K 10 10 W K K Q Q H2 H2 H2 W J J A A K K 10 10 J J Q Q K K H3 H3 H3 S J J Q Q A A 10 10 Q Q 10 10 J J A A K K H1 H1 H1 10 10 H3 H3 H3 H4 H4 H4 A A H4 H4 H4 10 10 J J H3 H3 H3 S Q Q J J H2 H2 H2 H4 H4 H4 Q Q W',
    ),
    strip(
      'H3 H3 H3 J J K K H4 H4 H4 10 10 H1 H1 H1 A A H2 H2 H2 H4 H4 H4 H2 H2 H2 W J J 10 10 A A 10 10 J J S H1 H1 H1 10 10 H3 H3 H3 A A J J W H4 H4 H4 Q Q J J Q Q K K Q Q K K J J K K W Q Q 10 10 A A Q Q 10 10 H3 H3 H3 Q Q S K K A A H2 H2 H2',
    ),
    strip(
      'W 10 10 J J H2 H2 H2 Q Q W S H2 H2 H2 10 10 Q Q A A J J H3 H3 H3 K K Q Q 10 10 W 10 10 A A K K J J A A H3 H3 H3 10 10 J J S H1 H1 H1 Q Q A A H2 H2 H2 H1 H1 H1 K K Q Q H4 H4 H4 Q Q J J 10 10 H4 H4 H4 K K J J A A K K H4 H4 H4 H3 H3 H3',
    ),
  ],
};

/** Coins per way for 3, 4 and 5 of a kind. */
export const WAYS_PAYTABLE: Record<TSlotWaysVariant, TSlotRules['paytable']> = {
  ways243: {
    H1: [50, 250, 1000],
    H2: [40, 150, 600],
    H3: [25, 120, 500],
    H4: [20, 80, 400],
    A: [10, 50, 250],
    K: [10, 40, 200],
    Q: [8, 30, 150],
    J: [8, 30, 125],
    '10': [8, 30, 125],
  },
  ways1024: {
    H1: [30, 150, 750],
    H2: [25, 90, 350],
    H3: [20, 75, 300],
    H4: [15, 60, 225],
    A: [6, 30, 150],
    K: [6, 30, 120],
    Q: [4, 20, 90],
    J: [4, 20, 75],
    '10': [4, 20, 75],
  },
};

export const SLOT_WAYS: Record<TSlotWaysVariant, TSlotRules> = {
  ways243: {
    rows: 3,
    reels: WAYS_REELS.ways243,
    paytable: WAYS_PAYTABLE.ways243,
    // 3, 4, 5 scatters: 2×, 10×, 50× the total bet of 50 coins.
    scatterPays: [0, 0, 0, 100, 500, 2500],
    betCoins: 50,
    freeSpins: 10,
    freeMultiplier: 2,
    // 10 000×: no single spin reaches it (a free spin pays under 8 600×).
    maxMultiplier: 100_000_000,
  },
  ways1024: {
    rows: 4,
    reels: WAYS_REELS.ways1024,
    paytable: WAYS_PAYTABLE.ways1024,
    scatterPays: [0, 0, 0, 200, 1000, 5000],
    betCoins: 100,
    freeSpins: 8,
    freeMultiplier: 3,
    // 25 000×: no single spin reaches it (a free spin pays under 18 600×).
    maxMultiplier: 250_000_000,
  },
};
