import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';

interface SeedValueProps {
  label: string;
  value: string;
  /** Names the copy button, e.g. "Copy the server seed hash". */
  copyLabel?: string;
  testId?: string;
  className?: string;
}

/** A seed or hash: long, monospaced, wrapped anywhere, with a copy button when it is worth one. */
export function SeedValue({ label, value, copyLabel, testId, className }: SeedValueProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <span className="text-[11px] font-semibold tracking-wide text-subtle uppercase">{label}</span>
      <div className="flex items-center gap-2">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface-2 px-3 py-2 font-mono text-[12px] leading-relaxed break-all text-fg"
        >
          {value}
        </code>
        {copyLabel && <CopyButton text={value} label={copyLabel} />}
      </div>
    </div>
  );
}
