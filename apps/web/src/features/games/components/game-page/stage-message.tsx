import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface StageMessageProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  actions?: ReactNode;
  tone?: 'gold' | 'danger';
  testId?: string;
  /** Extra attributes a test can read (the error detail, the block reason). */
  data?: Record<`data-${string}`, string>;
}

/** What the game stage says instead of a game: blocked, sign in first, could not start. */
export function StageMessage({
  icon: Icon,
  title,
  description,
  actions,
  tone = 'gold',
  testId,
  data,
}: StageMessageProps) {
  return (
    <div
      data-testid={testId}
      {...data}
      className="absolute inset-0 flex flex-col items-center justify-center gap-4 overflow-y-auto bg-[radial-gradient(ellipse_at_top,rgb(245_177_32/0.08),transparent_60%)] px-6 py-8 text-center"
    >
      <span
        className={cn(
          'grid size-16 shrink-0 place-items-center rounded-2xl border',
          tone === 'danger'
            ? 'border-danger/30 bg-danger/10 text-danger'
            : 'border-gold-500/25 bg-linear-to-b from-gold-500/15 to-gold-500/5 text-gold-400',
        )}
      >
        <Icon className="size-7" strokeWidth={1.75} />
      </span>
      <div className="flex max-w-md flex-col gap-1.5">
        <p className="text-lg font-semibold text-fg">{title}</p>
        {description && <p className="text-sm leading-relaxed text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap justify-center gap-2">{actions}</div>}
    </div>
  );
}
