import {
  Amphora,
  Anchor,
  Apple,
  Atom,
  Axe,
  Beer,
  Bell,
  Bird,
  Bone,
  CakeSlice,
  Candy,
  Castle,
  Cat,
  Cherry,
  Citrus,
  Clover,
  Coins,
  Compass,
  Crosshair,
  Crown,
  Diamond,
  Donut,
  Drama,
  Egg,
  Eye,
  Fan,
  Feather,
  Fish,
  Flame,
  Flower2,
  Gem,
  Ghost,
  Grape,
  Hexagon,
  Joystick,
  Landmark,
  Leaf,
  Lollipop,
  type LucideIcon,
  Moon,
  Mountain,
  Music,
  Orbit,
  Pickaxe,
  Pyramid,
  Rainbow,
  Rocket,
  Satellite,
  Scroll,
  Shell,
  Shield,
  Ship,
  Shrimp,
  Skull,
  Star,
  Sun,
  Swords,
  TreePalm,
  Zap,
} from 'lucide-react';

/** A glossy tile's gradient, top to bottom. */
export type TGradient = readonly [string, string];

export interface TTheme {
  /** The four high symbols H1–H4, best first. */
  icons: readonly [LucideIcon, LucideIcon, LucideIcon, LucideIcon];
  tiles: readonly [TGradient, TGradient, TGradient, TGradient];
  /** Letter colours of the low symbols A, K, Q, J, 10. */
  letters: readonly [string, string, string, string, string];
  /** The accent of the stage: glow, reel frame, banners. */
  accent: string;
  /** The stage backdrop, centre to edge. */
  backdrop: TGradient;
}

const theme = (
  icons: TTheme['icons'],
  tiles: TTheme['tiles'],
  letters: TTheme['letters'],
  accent: string,
  backdrop: TGradient,
): TTheme => ({ icons, tiles, letters, accent, backdrop });

export const THEMES: Record<string, TTheme> = {
  egypt: theme(
    [Pyramid, Eye, Scroll, Sun],
    [
      ['#ffe08a', '#c98a12'],
      ['#5b8cff', '#1d3fae'],
      ['#f3d9a4', '#a8773a'],
      ['#ffb347', '#d1581b'],
    ],
    ['#3fd6c5', '#ffd166', '#5b8cff', '#f08a4b', '#c9b27c'],
    '#f5c451',
    ['#2a2110', '#0d0b08'],
  ),
  fruits: theme(
    [Cherry, Citrus, Grape, Apple],
    [
      ['#ff5f7a', '#c0133a'],
      ['#ffd54a', '#e08a00'],
      ['#b57bff', '#6a2bd1'],
      ['#7be36a', '#2f9e2a'],
    ],
    ['#ff6b8b', '#ffc93d', '#8ee06d', '#6ec8ff', '#c58bff'],
    '#ff6b8b',
    ['#2b0f1c', '#0d0a10'],
  ),
  gems: theme(
    [Gem, Diamond, Crown, Hexagon],
    [
      ['#ff7ad9', '#b3168f'],
      ['#6fe7ff', '#1a8fc4'],
      ['#ffe07a', '#d39a0f'],
      ['#7dffb2', '#14a86a'],
    ],
    ['#6fe7ff', '#ff7ad9', '#7dffb2', '#ffe07a', '#a98bff'],
    '#6fe7ff',
    ['#0f1d33', '#080b14'],
  ),
  dragon: theme(
    [Flame, Egg, Swords, Castle],
    [
      ['#ff8a3d', '#c2210f'],
      ['#9ef07a', '#2f8f3a'],
      ['#d6dde8', '#6b7a90'],
      ['#c58bff', '#5b26a8'],
    ],
    ['#ff6a3d', '#ffd166', '#9ef07a', '#6ec8ff', '#e4a0ff'],
    '#ff6a3d',
    ['#2d0e08', '#0e0807'],
  ),
  ocean: theme(
    [Fish, Shell, Anchor, Shrimp],
    [
      ['#5ee2ff', '#0b79c2'],
      ['#ffb3c7', '#d35a84'],
      ['#c9d6e6', '#5c7590'],
      ['#ff9b6a', '#d2522a'],
    ],
    ['#5ee2ff', '#7dffd6', '#ffd166', '#ff9bb8', '#a4b8ff'],
    '#5ee2ff',
    ['#06263d', '#040c16'],
  ),
  space: theme(
    [Rocket, Orbit, Satellite, Star],
    [
      ['#ff7a59', '#c2243c'],
      ['#8f7bff', '#3f27c2'],
      ['#6fe7ff', '#1a7fc4'],
      ['#ffe07a', '#d89a12'],
    ],
    ['#8f7bff', '#6fe7ff', '#ff7ad9', '#ffe07a', '#7dffb2'],
    '#8f7bff',
    ['#15103a', '#06060f'],
  ),
  'wild-west': theme(
    [Star, Pickaxe, Coins, Crosshair],
    [
      ['#ffd76a', '#c48a10'],
      ['#c9a27a', '#7a5230'],
      ['#ffe9a6', '#d39a0f'],
      ['#ff7f50', '#b8391a'],
    ],
    ['#e8b46b', '#ff8c5a', '#c9d67a', '#7ac4d6', '#d9a3ff'],
    '#e8b46b',
    ['#2b1a0c', '#0f0a06'],
  ),
  viking: theme(
    [Axe, Shield, Ship, Mountain],
    [
      ['#d6dde8', '#5f6e86'],
      ['#ff6a5a', '#a8231a'],
      ['#c9a27a', '#6e4a2a'],
      ['#8fd3ff', '#2d6fa8'],
    ],
    ['#8fd3ff', '#ffd166', '#ff8a7a', '#b7f0a0', '#d6dde8'],
    '#8fd3ff',
    ['#0c1a2a', '#06090f'],
  ),
  candy: theme(
    [Candy, Lollipop, CakeSlice, Donut],
    [
      ['#ff8ad8', '#d1208f'],
      ['#8af0ff', '#23a7c9'],
      ['#ffd08a', '#e07b2a'],
      ['#c9a0ff', '#7a3fe0'],
    ],
    ['#ff8ad8', '#8af0ff', '#ffe36b', '#a0ffb5', '#c9a0ff'],
    '#ff8ad8',
    ['#2e0f2a', '#100812'],
  ),
  irish: theme(
    [Clover, Rainbow, Beer, Coins],
    [
      ['#6dff8e', '#168a3a'],
      ['#ffb36b', '#e0452a'],
      ['#ffe07a', '#c98a12'],
      ['#fff0a8', '#d3a112'],
    ],
    ['#6dff8e', '#ffd166', '#ff8a6b', '#7ad6ff', '#d9f07a'],
    '#6dff8e',
    ['#0b2616', '#050d08'],
  ),
  aztec: theme(
    [Sun, Bird, Pyramid, Feather],
    [
      ['#ffd24a', '#d1780b'],
      ['#4ff0c1', '#0f8f72'],
      ['#d9b27a', '#8a5a2a'],
      ['#ff6a8a', '#b01a4a'],
    ],
    ['#4ff0c1', '#ffd24a', '#ff8a5a', '#9bd6ff', '#e4a0ff'],
    '#4ff0c1',
    ['#0d2420', '#060c0b'],
  ),
  neon: theme(
    [Zap, Music, Joystick, Atom],
    [
      ['#f7ff5a', '#c0b000'],
      ['#ff4fd8', '#a0108a'],
      ['#4ffcff', '#0a94b8'],
      ['#8a5bff', '#4318c9'],
    ],
    ['#4ffcff', '#ff4fd8', '#f7ff5a', '#6dff8e', '#8a5bff'],
    '#ff4fd8',
    ['#1d0833', '#07040e'],
  ),
  'classic-sevens': theme(
    [Crown, Bell, Cherry, Star],
    [
      ['#ffe07a', '#c98a12'],
      ['#ffd54a', '#d38a00'],
      ['#ff5f7a', '#b0102f'],
      ['#7ab8ff', '#1d50c9'],
    ],
    ['#ff5f7a', '#ffd54a', '#7ab8ff', '#7be36a', '#c58bff'],
    '#ff5f7a',
    ['#2a0b10', '#0e0608'],
  ),
  jungle: theme(
    [Cat, Bird, TreePalm, Leaf],
    [
      ['#ffc24a', '#c66a0b'],
      ['#ff6a5a', '#b0231a'],
      ['#9ef07a', '#2a8a30'],
      ['#5ee2c0', '#0f8f6a'],
    ],
    ['#9ef07a', '#ffc24a', '#5ee2c0', '#ff8a6b', '#d6f07a'],
    '#9ef07a',
    ['#0c2410', '#050c06'],
  ),
  greek: theme(
    [Zap, Landmark, Amphora, Shield],
    [
      ['#fff0a0', '#d3a112'],
      ['#e8eef8', '#8a9ab8'],
      ['#ff9b6a', '#b8481a'],
      ['#7ab8ff', '#1d4fb0'],
    ],
    ['#7ab8ff', '#ffd166', '#e8eef8', '#ff9b6a', '#9bf0d0'],
    '#7ab8ff',
    ['#0d1a33', '#060a14'],
  ),
  halloween: theme(
    [Ghost, Skull, Moon, Bone],
    [
      ['#e8eef8', '#7a86a8'],
      ['#ff9a3d', '#c24a0b'],
      ['#ffe07a', '#c98a12'],
      ['#b57bff', '#5a1fb0'],
    ],
    ['#ff9a3d', '#b57bff', '#7dff8e', '#ffe07a', '#ff5f7a'],
    '#ff9a3d',
    ['#24100a', '#0c0606'],
  ),
  samurai: theme(
    [Swords, Fan, Drama, Flower2],
    [
      ['#e8eef8', '#6b7a90'],
      ['#ff5f6a', '#a8101f'],
      ['#ffd76a', '#c48a10'],
      ['#ffb3d1', '#d04a86'],
    ],
    ['#ff5f6a', '#ffb3d1', '#ffd76a', '#8fd3ff', '#b7f0a0'],
    '#ff5f6a',
    ['#2a0a10', '#0e0608'],
  ),
  pirates: theme(
    [Ship, Skull, Anchor, Compass],
    [
      ['#c9a27a', '#6e4a2a'],
      ['#e8eef8', '#6b7a90'],
      ['#7ab8ff', '#1d4fb0'],
      ['#ffd76a', '#c48a10'],
    ],
    ['#ffd76a', '#ff6a5a', '#7ab8ff', '#9ef07a', '#e8eef8'],
    '#ffd76a',
    ['#0c1a26', '#05090e'],
  ),
  keno: theme(
    [Crown, Gem, Star, Bell],
    [
      ['#c9a4ff', '#6b3ce0'],
      ['#6fe7ff', '#1a8fc4'],
      ['#ffe07a', '#c98a12'],
      ['#7dffb2', '#14a86a'],
    ],
    ['#c9a4ff', '#6fe7ff', '#ffe07a', '#7dffb2', '#ff9ad5'],
    '#a77bff',
    ['#1e1440', '#0a0916'],
  ),
  poker: theme(
    [Crown, Gem, Star, Bell],
    [
      ['#ffe07a', '#c98a12'],
      ['#ff7a7a', '#b3162f'],
      ['#e8eef8', '#6b7a90'],
      ['#7dffb2', '#14a86a'],
    ],
    ['#ffe07a', '#ff7a7a', '#e8eef8', '#7dffb2', '#8fd3ff'],
    '#fcc945',
    ['#0f2a1e', '#06100b'],
  ),
};

export const DEFAULT_THEME: TTheme = theme(
  [Crown, Gem, Star, Bell],
  [
    ['#ffe07a', '#c98a12'],
    ['#6fe7ff', '#1a8fc4'],
    ['#ff7ad9', '#b3168f'],
    ['#7dffb2', '#14a86a'],
  ],
  ['#fcc945', '#6fe7ff', '#ff7ad9', '#7dffb2', '#9b86ff'],
  '#fcc945',
  ['#1a1830', '#0b0e17'],
);

export function themeOf(name: string): TTheme {
  return THEMES[name] ?? DEFAULT_THEME;
}
