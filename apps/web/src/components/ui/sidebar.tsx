import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { SidebarPanelContext, useSidebar, useSidebarPanel } from './sidebar-context';

/** The inline desktop sidebar: 296 px, 256 px from 1440 px, 66 px when collapsed. */
export function Sidebar({ children }: { children: ReactNode }) {
  const { expanded } = useSidebar();
  return (
    <aside
      data-testid="sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-[296px] shrink-0 flex-col border-r border-line/70 bg-surface transition-[width] duration-200 ease-out lg:flex laptop:w-[256px] data-[state=collapsed]:w-[66px]"
    >
      <SidebarPanelContext.Provider value={{ collapsed: !expanded }}>
        {children}
      </SidebarPanelContext.Provider>
    </aside>
  );
}

/** Scrollable body of a sidebar panel (inline or sheet). */
export function SidebarBody({ children, className }: { children: ReactNode; className?: string }) {
  const { collapsed } = useSidebarPanel();
  return (
    <div
      className={cn(
        'scrollbar-thin flex min-h-0 flex-1 flex-col gap-3 overflow-x-hidden overflow-y-auto py-3',
        collapsed ? 'px-[11px]' : 'px-3',
        className,
      )}
    >
      {children}
    </div>
  );
}

export function SidebarToggle() {
  const { t } = useTranslation();
  const { expanded, setExpanded } = useSidebar();
  const label = expanded ? t('Sidebar.collapse') : t('Sidebar.expand');
  const Icon = expanded ? PanelLeftClose : PanelLeftOpen;
  return (
    <button
      type="button"
      data-testid="sidebar-toggle"
      aria-label={label}
      aria-expanded={expanded}
      title={`${label} (Ctrl+B)`}
      onClick={() => setExpanded(!expanded)}
      className="grid size-10 cursor-pointer place-items-center rounded-xl text-muted transition-colors hover:bg-surface-3 hover:text-fg"
    >
      <Icon className="size-5" />
    </button>
  );
}

export function SidebarGroup({ label, children }: { label?: string; children: ReactNode }) {
  const { collapsed } = useSidebarPanel();
  return (
    <section className="flex flex-col gap-0.5">
      {label &&
        (collapsed ? (
          <div aria-hidden className="mx-2 mb-1.5 h-px bg-line" />
        ) : (
          <h2 className="mb-1 px-3 text-[11px] font-semibold tracking-[0.08em] text-subtle uppercase">
            {label}
          </h2>
        ))}
      {children}
    </section>
  );
}
