import {
  Bomb,
  Cherry,
  CircleDot,
  Clapperboard,
  Club,
  Crown,
  Diamond,
  Dice5,
  Flame,
  Gamepad2,
  Gem,
  Gift,
  Layers,
  LayoutGrid,
  Percent,
  Rocket,
  ShoppingBag,
  Spade,
  Sparkles,
  Ticket,
  Triangle,
  Trophy,
  Tv,
  TvMinimalPlay,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * The catalogue names its icons by lucide name ('cherry', 'dice-5'). Only these are bundled;
 * an unknown name falls back to a gamepad rather than pulling in the whole icon set.
 */
const ICONS: Record<string, LucideIcon> = {
  bomb: Bomb,
  cherry: Cherry,
  'circle-dot': CircleDot,
  clapperboard: Clapperboard,
  club: Club,
  crown: Crown,
  diamond: Diamond,
  'dice-5': Dice5,
  flame: Flame,
  gem: Gem,
  gift: Gift,
  layers: Layers,
  'layout-grid': LayoutGrid,
  percent: Percent,
  rocket: Rocket,
  'shopping-bag': ShoppingBag,
  spade: Spade,
  sparkles: Sparkles,
  ticket: Ticket,
  triangle: Triangle,
  trophy: Trophy,
  tv: Tv,
  'tv-minimal-play': TvMinimalPlay,
  zap: Zap,
};

export function iconByName(name: string): LucideIcon {
  return ICONS[name] ?? Gamepad2;
}
