/**
 * The studio's catalogue of maths: every variant of every game type with its documented RTP.
 * `rtp` is exactRtp (src/rtp.ts) rounded to two decimals; the tests hold them together.
 */
import { BACCARAT_MAX_MULTIPLIER } from './games/baccarat';
import { BLACKJACK_MAX_MULTIPLIER } from './games/blackjack';
import { CRASH_MAX_MULTIPLIER } from './games/crash';
import { DICE_MAX_MULTIPLIER } from './games/dice';
import { KENO_MAX_MULTIPLIER } from './games/keno';
import { LIMBO_MAX_MULTIPLIER } from './games/limbo';
import { MINES_MAX_MULTIPLIER } from './games/mines';
import { PLINKO_MAX_MULTIPLIER } from './games/plinko';
import { ROULETTE_MAX_MULTIPLIER } from './games/roulette';
import { SLOT_LINES } from './games/slot-lines-data';
import { SLOT_WAYS } from './games/slot-ways-data';
import { JACKS_OR_BETTER_OPTIMAL_RTP, VIDEO_POKER_MAX_MULTIPLIER } from './games/video-poker';
import { WHEEL_SHOW_MAX_MULTIPLIER } from './games/wheel-show';
import type { TGameType } from './types';

export interface TVariantInfo {
  id: string;
  title: string;
  /** Documented return to player in percent, two decimals, e.g. '96.12'. */
  rtp: string;
  /** The most one round can pay, in ten-thousandths of the bet. */
  maxMultiplier: number;
}

export const VARIANTS: Record<TGameType, readonly TVariantInfo[]> = {
  'slot-lines': [
    {
      id: 'classic',
      title: 'Classic: 20 lines, 10 free spins at 2×',
      rtp: '96.41',
      maxMultiplier: SLOT_LINES.classic.rules.maxMultiplier,
    },
    {
      id: 'wild',
      title: 'Wild: 10 lines, 8 free spins at 3×',
      rtp: '96.27',
      maxMultiplier: SLOT_LINES.wild.rules.maxMultiplier,
    },
  ],
  'slot-ways': [
    {
      id: 'ways243',
      title: '243 ways, 10 free spins at 2×',
      rtp: '96.03',
      maxMultiplier: SLOT_WAYS.ways243.maxMultiplier,
    },
    {
      id: 'ways1024',
      title: '1024 ways, 8 free spins at 3×',
      rtp: '96.58',
      maxMultiplier: SLOT_WAYS.ways1024.maxMultiplier,
    },
  ],
  dice: [{ id: 'classic', title: 'Dice', rtp: '99.00', maxMultiplier: DICE_MAX_MULTIPLIER }],
  limbo: [{ id: 'classic', title: 'Limbo', rtp: '99.00', maxMultiplier: LIMBO_MAX_MULTIPLIER }],
  mines: [{ id: 'classic', title: 'Mines 5×5', rtp: '99.00', maxMultiplier: MINES_MAX_MULTIPLIER }],
  plinko: [{ id: 'classic', title: 'Plinko', rtp: '99.00', maxMultiplier: PLINKO_MAX_MULTIPLIER }],
  roulette: [
    {
      id: 'european',
      title: 'European roulette',
      rtp: '97.30',
      maxMultiplier: ROULETTE_MAX_MULTIPLIER,
    },
  ],
  keno: [{ id: 'classic', title: 'Keno 40', rtp: '99.00', maxMultiplier: KENO_MAX_MULTIPLIER }],
  'video-poker': [
    {
      id: 'jacks-or-better',
      title: 'Jacks or Better 9/6 (perfect play)',
      rtp: JACKS_OR_BETTER_OPTIMAL_RTP.toFixed(2),
      maxMultiplier: VIDEO_POKER_MAX_MULTIPLIER,
    },
  ],
  baccarat: [
    {
      id: 'punto-banco',
      title: 'Punto Banco, 8 decks, banker pays 0.95:1',
      rtp: '98.94',
      maxMultiplier: BACCARAT_MAX_MULTIPLIER,
    },
    {
      id: 'super-6',
      title: 'Super 6, 8 decks, banker 6 pays 1:2',
      rtp: '98.54',
      maxMultiplier: BACCARAT_MAX_MULTIPLIER,
    },
  ],
  'wheel-show': [
    {
      id: 'classic',
      title: 'Money wheel, 54 segments, 3× and 7×',
      rtp: '96.28',
      maxMultiplier: WHEEL_SHOW_MAX_MULTIPLIER,
    },
  ],
  blackjack: [
    {
      id: 'classic',
      title: 'Blackjack: 6 decks, 3:2, dealer stands on soft 17',
      rtp: '99.68',
      maxMultiplier: BLACKJACK_MAX_MULTIPLIER,
    },
  ],
  crash: [
    {
      id: 'classic',
      title: 'Crash (shared round)',
      rtp: '99.00',
      maxMultiplier: CRASH_MAX_MULTIPLIER,
    },
  ],
};

export function findVariant(type: TGameType, variant: string): TVariantInfo | undefined {
  return VARIANTS[type].find((info) => info.id === variant);
}
