import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useMediaQuery } from '@/hooks/use-media-query';
import { DESKTOP_MEDIA_QUERY } from './breakpoints';
import { SidebarContext, type TSidebarContext } from './sidebar-context';
import { isSidebarShortcut, readSidebarExpanded, writeSidebarExpanded } from './sidebar-state';

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const [expanded, setExpandedState] = useState(readSidebarExpanded);
  const [sheetOpen, setSheetOpen] = useState(false);

  // Moving to another page or growing past the breakpoint closes the sheet. This adjusts state
  // while rendering (React's pattern for "reset on change") instead of in an effect.
  const sheetScope = `${useLocation().pathname}|${String(isDesktop)}`;
  const [openedIn, setOpenedIn] = useState(sheetScope);
  if (openedIn !== sheetScope) {
    setOpenedIn(sheetScope);
    setSheetOpen(false);
  }

  const setExpanded = useCallback((next: boolean) => {
    setExpandedState(next);
    writeSidebarExpanded(next);
  }, []);

  const toggle = useCallback(() => {
    if (isDesktop) setExpanded(!expanded);
    else setSheetOpen((open) => !open);
  }, [isDesktop, expanded, setExpanded]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo<TSidebarContext>(
    () => ({ expanded, setExpanded, sheetOpen, setSheetOpen, isDesktop, toggle }),
    [expanded, setExpanded, sheetOpen, isDesktop, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
