import { createContext, useContext } from 'react';

export interface TSidebarContext {
  /** Desktop only: the inline sidebar shows labels (true) or icons only (false). */
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  /** Below the desktop breakpoint the sidebar lives in a sheet. */
  sheetOpen: boolean;
  setSheetOpen: (open: boolean) => void;
  isDesktop: boolean;
  /** What Ctrl/Cmd+B does: collapse/expand on desktop, open/close the sheet below it. */
  toggle: () => void;
}

export const SidebarContext = createContext<TSidebarContext | null>(null);

export function useSidebar(): TSidebarContext {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return context;
}

/** Whether the panel being rendered (inline sidebar or sheet) shows icons only. */
export const SidebarPanelContext = createContext<{ collapsed: boolean }>({ collapsed: false });

export function useSidebarPanel() {
  return useContext(SidebarPanelContext);
}
