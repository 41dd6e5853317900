import { useStudio } from '../studio-context';
import { Chip } from './chip';
import { useChipPresets } from './use-chip-presets';

/**
 * Picks the chip value: the studio's bet amount is the selected chip. With `onPick` a chip is
 * handed to the game instead (blackjack stacks chips into its bet).
 */
export function ChipRack({
  testId = 'chip-rack',
  onPick,
  disabled,
}: {
  testId?: string;
  onPick?: (value: bigint) => void;
  disabled?: boolean;
}) {
  const { rounds, bet } = useStudio();
  const { presets, text } = useChipPresets();
  return (
    <div className="flex justify-between gap-1" data-testid={testId}>
      {presets.map((value, index) => (
        <button
          key={value.toString()}
          type="button"
          data-value={value.toString()}
          disabled={rounds.busy || disabled}
          onClick={() => (onPick ? onPick(value) : bet.setMinor(value))}
          aria-pressed={onPick ? undefined : bet.minor === value}
          className="cursor-pointer rounded-full transition-transform hover:-translate-y-0.5 disabled:opacity-50 aria-pressed:-translate-y-1 aria-pressed:ring-2 aria-pressed:ring-gold-400"
        >
          <Chip label={text(value)} tier={index} className="size-10 text-[10px]" />
        </button>
      ))}
    </div>
  );
}

/** The chips on one betting spot: a small stack topped by the amount. */
export function ChipStack({ amount, className }: { amount: bigint; className?: string }) {
  const { tierOf, text } = useChipPresets();
  if (amount <= 0n) return null;
  return (
    <span className={className} data-amount={amount.toString()}>
      <Chip label={text(amount)} tier={tierOf(amount)} className="size-8 text-[9px]" />
    </span>
  );
}
