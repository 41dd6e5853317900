import { CopyButton } from '@/components/ui/copy-button';

interface AddressFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  testId: string;
}

/** A value to send to, shown in full (never shortened: the player checks it) with a copy button. */
export function AddressField({ label, value, copyLabel, testId }: AddressFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-[13px] font-medium text-muted">{label}</span>
      <div className="flex items-center gap-2 rounded-xl border border-line bg-surface-2 py-1.5 pr-1.5 pl-3.5">
        <span
          data-testid={testId}
          className="min-w-0 flex-1 font-mono text-xs leading-snug sm:text-[13px] font-medium break-all text-fg select-all"
        >
          {value}
        </span>
        <CopyButton text={value} label={copyLabel} testId={`${testId}-copy`} />
      </div>
    </div>
  );
}
