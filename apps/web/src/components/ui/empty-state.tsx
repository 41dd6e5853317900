import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
  /** `compact` for a row inside a page section, `page` for a whole page's content. */
  size?: 'compact' | 'page';
  className?: string;
  testId?: string;
}

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  size = 'page',
  className,
  testId,
}: EmptyStateProps) {
  return (
    <div
      data-testid={testId}
      className={cn(
        'relative flex flex-col items-center justify-center overflow-hidden rounded-2xl border border-line/80 bg-surface text-center',
        'bg-[radial-gradient(ellipse_at_top,rgb(245_177_32/0.07),transparent_60%)]',
        size === 'page'
          ? 'gap-4 px-6 py-16 sm:py-20'
          : 'gap-3 px-5 py-7 sm:flex-row sm:justify-start sm:gap-4 sm:py-6 sm:text-left',
        className,
      )}
    >
      <span
        className={cn(
          'grid place-items-center rounded-2xl border border-gold-500/20 bg-linear-to-b from-gold-500/15 to-gold-500/5 text-gold-400',
          size === 'page' ? 'size-16' : 'size-12',
        )}
      >
        <Icon className={size === 'page' ? 'size-7' : 'size-5'} strokeWidth={1.75} />
      </span>
      <div className={cn('flex max-w-md flex-col', size === 'page' ? 'gap-1.5' : 'gap-0.5')}>
        <p className={cn('font-semibold text-fg', size === 'page' ? 'text-lg' : 'text-[15px]')}>
          {title}
        </p>
        {description && <p className="text-sm leading-relaxed text-muted">{description}</p>}
      </div>
      {action && (
        <div
          className={cn(
            'mt-1 flex flex-wrap justify-center gap-2',
            size === 'compact' && 'sm:ml-auto',
          )}
        >
          {action}
        </div>
      )}
    </div>
  );
}
