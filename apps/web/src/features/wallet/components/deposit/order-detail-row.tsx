import { CopyButton } from '@/components/ui/copy-button';

interface OrderDetailRowProps {
  label: string;
  /** As shown (a card in groups of four). */
  value: string;
  /** What the copy button copies; `value` without it. */
  copyText?: string;
  copyLabel: string;
  testId: string;
}

/** One thing the player pays to (card, phone, bank, name), in full, with a copy button. */
export function OrderDetailRow({ label, value, copyText, copyLabel, testId }: OrderDetailRowProps) {
  return (
    <div className="flex items-center gap-3 px-3.5 py-2.5">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-[11px] font-medium tracking-wide text-subtle uppercase">{label}</span>
        <span
          data-testid={testId}
          className="text-[15px] font-semibold break-all text-fg tabular-nums select-all"
        >
          {value}
        </span>
      </div>
      <CopyButton text={copyText ?? value} label={copyLabel} testId={`${testId}-copy`} />
    </div>
  );
}
