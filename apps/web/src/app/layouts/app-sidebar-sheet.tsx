import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/ui/logo';
import { SidebarPanelContext, useSidebar } from '@/components/ui/sidebar-context';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { AppSidebarContent } from './app-sidebar-content';
import { SectionTabs } from './section-tabs';

const expandedPanel = { collapsed: false };

/** Below 1024 px the sidebar slides in from the left, opened by the tab bar's Menu button. */
export function AppSidebarSheet() {
  const { t } = useTranslation();
  const { sheetOpen, setSheetOpen } = useSidebar();

  return (
    <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
      <SheetContent data-testid="sidebar-sheet" aria-describedby={undefined}>
        <SheetTitle className="sr-only">{t('Sidebar.menu')}</SheetTitle>
        <div className="flex h-14 shrink-0 items-center border-b border-line/70 px-4">
          <Logo className="h-8" />
        </div>
        <SidebarPanelContext.Provider value={expandedPanel}>
          <SectionTabs className="mx-3 mt-3" />
          <AppSidebarContent />
        </SidebarPanelContext.Provider>
      </SheetContent>
    </Sheet>
  );
}
