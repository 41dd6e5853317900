import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumbs, type TCrumb } from './breadcrumbs';

interface PageHeaderProps {
  title: string;
  icon?: LucideIcon;
  crumbs?: TCrumb[];
  description?: string;
  actions?: ReactNode;
}

export function PageHeader({ title, icon: Icon, crumbs, description, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-3">
      {crumbs && crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} />}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {Icon && (
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-linear-to-b from-gold-400/20 to-gold-600/10 text-gold-400 ring-1 ring-gold-500/25">
              <Icon className="size-5" strokeWidth={2} />
            </span>
          )}
          <div className="min-w-0">
            <h1 className="truncate text-xl font-bold tracking-tight text-fg sm:text-2xl">
              {title}
            </h1>
            {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
          </div>
        </div>
        {actions}
      </div>
    </header>
  );
}
