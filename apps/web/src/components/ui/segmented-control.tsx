import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export interface TSegment<TValue extends string> {
  value: TValue;
  label: string;
}

interface SegmentedControlProps<TValue extends string> {
  value: TValue;
  onValueChange: (value: TValue) => void;
  segments: readonly TSegment<TValue>[];
  /** The group's accessible name. */
  label: string;
  disabled?: boolean;
  testId?: string;
  className?: string;
}

const STEP: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * One choice of a few, side by side: a radio group (`role="radiogroup"`) with one tab stop;
 * the arrow keys move the choice and the focus together, Home and End go to the ends.
 */
export function SegmentedControl<TValue extends string>({
  value,
  onValueChange,
  segments,
  label,
  disabled,
  testId,
  className,
}: SegmentedControlProps<TValue>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    segments.findIndex((segment) => segment.value === value),
  );

  const choose = (index: number) => {
    const segment = segments[index];
    if (!segment) return;
    onValueChange(segment.value);
    buttons.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = segments.length - 1;
    const step = STEP[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (selected + step + segments.length) % segments.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      data-testid={testId}
      onKeyDown={disabled ? undefined : onKeyDown}
      className={cn(
        'flex h-9 gap-1 rounded-lg border border-line bg-surface-3/60 p-0.5',
        className,
      )}
    >
      {segments.map((segment, index) => {
        const checked = index === selected;
        return (
          <button
            key={segment.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            disabled={disabled}
            onClick={() => onValueChange(segment.value)}
            className={cn(
              'flex flex-1 cursor-pointer items-center justify-center rounded-md px-2 text-xs font-semibold whitespace-nowrap text-muted transition-colors hover:text-fg',
              'disabled:cursor-not-allowed disabled:opacity-50',
              checked && 'bg-gold-500/20 text-gold-300 hover:text-gold-300',
            )}
          >
            {segment.label}
          </button>
        );
      })}
    </div>
  );
}
