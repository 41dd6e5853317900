import { formatAmount } from '../../model/format';
import { useStudio } from '../studio-context';
import { chipLabel } from './chip-label';

/** Chip values as multiples of the table's minimum bet. */
const CHIP_STEPS = [1n, 5n, 10n, 50n, 100n];

/**
 * The table's chip values (multiples of the minimum bet up to the maximum), their colour tier
 * and their short label, e.g. "1.5K".
 */
export function useChipPresets() {
  const { session, currency } = useStudio();
  const minBet = BigInt(session.limits.minBet);
  const maxBet = BigInt(session.limits.maxBet);
  const presets = CHIP_STEPS.map((step) => step * minBet).filter((value) => value <= maxBet);
  const tierOf = (amount: bigint) =>
    Math.max(
      0,
      presets.findLastIndex((preset) => preset <= amount),
    );
  const text = (amount: bigint) => chipLabel(formatAmount(amount, currency));
  return { presets, tierOf, text, minBet, maxBet };
}
