/**
 * The studio's catalogue of maths: every variant of every game type with its documented RTP.
 * `rtp` is exactRtp (src/rtp.ts) rounded to two decimals; the tests hold them together.
 */
import { CRASH_MAX_MULTIPLIER } from './games/crash';
import { DICE_MAX_MULTIPLIER } from './games/dice';
import { LIMBO_MAX_MULTIPLIER } from './games/limbo';
import { MINES_MAX_MULTIPLIER } from './games/mines';
import { PLINKO_MAX_MULTIPLIER } from './games/plinko';
import { ROULETTE_MAX_MULTIPLIER } from './games/roulette';
import { SLOT_LINES } from './games/slot-lines-data';
import { SLOT_WAYS } from './games/slot-ways-data';
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
