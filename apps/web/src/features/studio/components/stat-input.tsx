import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A number the player can type (a multiplier, a chance, a target): edited as text, committed
 * on Enter or blur; while not focused it shows the committed value.
 */
export function StatInput({
  label,
  value,
  onCommit,
  suffix,
  disabled,
  testId,
}: {
  label: string;
  value: string;
  onCommit: (text: string) => void;
  suffix?: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) onCommit(draft);
    setDraft(null);
  };
  return (
    <label className="flex min-w-0 flex-col gap-1.5">
      <span className="truncate text-xs font-semibold text-muted">{label}</span>
      <span
        className={cn(
          'flex h-11 items-center rounded-xl border border-line bg-bg/70 px-3 transition-colors focus-within:border-gold-500/60',
          disabled && 'opacity-60',
        )}
      >
        <input
          data-testid={testId}
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          className="h-full min-w-0 flex-1 bg-transparent text-sm font-semibold tabular-nums outline-none"
          value={draft ?? value}
          onFocus={() => setDraft(value)}
          onChange={(event) => setDraft(event.target.value.replace(',', '.'))}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
        />
        {suffix && <span className="pl-1 text-xs font-bold text-subtle">{suffix}</span>}
      </span>
    </label>
  );
}
