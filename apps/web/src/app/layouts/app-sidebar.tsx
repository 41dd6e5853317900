import { useTranslation } from 'react-i18next';
import { Sidebar, SidebarToggle } from '@/components/ui/sidebar';
import { useSidebar } from '@/components/ui/sidebar-context';
import { cn } from '@/lib/cn';
import { AppSidebarContent } from './app-sidebar-content';

/** The inline sidebar of desktop screens (1024 px and wider). */
export function AppSidebar() {
  const { t } = useTranslation();
  const { expanded, isDesktop } = useSidebar();
  // Below the breakpoint the same content lives in the sheet; keep a single copy in the page.
  if (!isDesktop) return null;
  return (
    <Sidebar>
      <div
        className={cn(
          'flex h-14 shrink-0 items-center border-b border-line/70',
          expanded ? 'justify-between pr-2 pl-5' : 'justify-center',
        )}
      >
        {expanded && (
          <span className="text-[11px] font-semibold tracking-[0.08em] text-subtle uppercase">
            {t('Sidebar.menu')}
          </span>
        )}
        <SidebarToggle />
      </div>
      <AppSidebarContent />
    </Sidebar>
  );
}
