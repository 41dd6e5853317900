import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { useSidebarPanel } from './sidebar-context';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

export const sidebarItemClass =
  'group/item relative flex h-10 w-full cursor-pointer items-center gap-3 rounded-xl px-[11px] text-sm font-medium text-muted transition-colors hover:bg-surface-3 hover:text-fg';
/** NavLink marks the current route with aria-current="page"; style that instead of a class callback. */
const activeClass = cn(
  'aria-[current=page]:bg-linear-to-r aria-[current=page]:from-gold-500/15 aria-[current=page]:to-gold-500/0 aria-[current=page]:text-fg aria-[current=page]:[&_svg]:text-gold-400',
  'before:absolute before:inset-y-2.5 before:left-0 before:w-[3px] before:rounded-full before:bg-gold-400 before:opacity-0 aria-[current=page]:before:opacity-100',
);

interface SidebarItemProps {
  icon?: LucideIcon;
  /** Shown in the icon's place instead (a provider's logo), at the icon's size. */
  media?: ReactNode;
  label: string;
  /** A route to link to; without it the item is a button. */
  to?: string;
  /** Match the route exactly (for `/`). */
  end?: boolean;
  onClick?: () => void;
  trailing?: ReactNode;
  testId?: string;
}

export function SidebarItem({
  icon: Icon,
  media,
  label,
  to,
  end,
  onClick,
  trailing,
  testId,
}: SidebarItemProps) {
  const { collapsed } = useSidebarPanel();
  const content = (
    <>
      {media ?? (Icon && <Icon className="size-5 shrink-0 transition-colors" strokeWidth={1.9} />)}
      {!collapsed && <span className="min-w-0 flex-1 truncate text-left">{label}</span>}
      {!collapsed && trailing}
    </>
  );
  const item = to ? (
    <NavLink
      to={to}
      end={end}
      onClick={onClick}
      data-testid={testId}
      aria-label={collapsed ? label : undefined}
      className={cn(sidebarItemClass, activeClass)}
    >
      {content}
    </NavLink>
  ) : (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      aria-label={collapsed ? label : undefined}
      className={sidebarItemClass}
    >
      {content}
    </button>
  );
  if (!collapsed) return item;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{item}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
