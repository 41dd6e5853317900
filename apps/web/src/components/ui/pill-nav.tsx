import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

export interface TPillNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const activeTone = {
  gold: 'border-gold-500/50 bg-gold-500/12 text-gold-300',
  mint: 'border-mint-500/50 bg-mint-500/10 text-mint-300',
} as const;

/** A horizontally scrollable row of link pills (sections, sports). */
export function PillNav({
  items,
  label,
  tone = 'gold',
}: {
  items: readonly TPillNavItem[];
  label: string;
  tone?: keyof typeof activeTone;
}) {
  return (
    <nav
      aria-label={label}
      className="scrollbar-thin -mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0"
    >
      {items.map(({ to, label: itemLabel, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(
              'flex h-10 shrink-0 items-center gap-2 rounded-xl border px-4 text-[13px] font-semibold transition-colors',
              isActive ? activeTone[tone] : 'border-line bg-surface-2 text-muted hover:text-fg',
            )
          }
        >
          <Icon className="size-4" />
          {itemLabel}
        </NavLink>
      ))}
    </nav>
  );
}
