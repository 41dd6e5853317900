import { cn } from '@/lib/cn';

/** A shimmering placeholder for content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'block animate-shimmer rounded-lg bg-[linear-gradient(90deg,var(--color-surface-3)_0%,#262d41_50%,var(--color-surface-3)_100%)] bg-[length:200%_100%]',
        className,
      )}
    />
  );
}
