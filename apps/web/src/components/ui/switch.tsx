import { cn } from '@/lib/cn';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The switch's accessible name when no visible label points at it. */
  label: string;
  disabled?: boolean;
  testId?: string;
  className?: string;
}

/** An on/off switch (`role="switch"`), gold when on. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  disabled,
  testId,
  className,
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      data-testid={testId}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-line bg-surface-3 transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        checked && 'border-gold-500/60 bg-gold-500/30',
        className,
      )}
    >
      <span
        className={cn(
          'absolute left-0.5 size-[18px] rounded-full bg-muted transition-transform',
          checked && 'translate-x-5 bg-gold-400',
        )}
      />
    </button>
  );
}
