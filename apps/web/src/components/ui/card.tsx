import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A panel of the page: a titled section on the surface colour. */
export function Card({
  title,
  description,
  icon: Icon,
  children,
  className,
  testId,
}: {
  title?: string;
  description?: string;
  icon?: LucideIcon;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className={cn(
        'flex min-w-0 flex-col gap-5 rounded-2xl border border-line/80 bg-surface p-5 sm:p-6',
        className,
      )}
    >
      {title && (
        <header className="flex items-start gap-3">
          {Icon && (
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-gold-500/10 text-gold-400 ring-1 ring-gold-500/20">
              <Icon className="size-[18px]" />
            </span>
          )}
          <div className="min-w-0">
            <h2 className="text-base font-bold tracking-tight text-fg">{title}</h2>
            {description && (
              <p className="mt-0.5 text-[13px] leading-snug text-muted">{description}</p>
            )}
          </div>
        </header>
      )}
      {children}
    </section>
  );
}
