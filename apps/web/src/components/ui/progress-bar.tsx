import { cn } from '@/lib/cn';

/** A horizontal bar filled to `percent` (0 to 100), gold on the surface colour. */
export function ProgressBar({
  percent,
  label,
  className,
}: {
  percent: number;
  /** What the bar measures, for screen readers. */
  label: string;
  className?: string;
}) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-surface-3', className)}
    >
      <div
        className="h-full rounded-full bg-linear-to-r from-gold-600 via-gold-400 to-gold-300 shadow-gold transition-[width] duration-500"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
