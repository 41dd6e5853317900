import { cn } from '@/lib/cn';

/** A row of mutually exclusive choices (risk, rows, direction). */
export function SegmentedControl<TValue extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled,
  testId,
}: {
  label: string;
  options: readonly { value: TValue; label: string }[];
  value: TValue;
  onChange: (value: TValue) => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-xs font-semibold text-muted">{label}</span>
      <div
        role="radiogroup"
        aria-label={label}
        data-testid={testId}
        className="flex gap-1 rounded-xl border border-line bg-bg/70 p-1"
      >
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={option.value === value}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            className={cn(
              'h-9 flex-1 cursor-pointer rounded-lg text-[13px] font-bold text-muted transition-colors hover:text-fg disabled:cursor-not-allowed disabled:opacity-60',
              option.value === value &&
                'bg-surface-3 text-fg shadow-[inset_0_1px_0_rgb(255_255_255/0.06)]',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
