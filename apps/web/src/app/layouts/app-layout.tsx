import { Outlet, ScrollRestoration } from 'react-router';
import { SidebarProvider } from '@/components/ui/sidebar-provider';
import { GameSearchHost } from '@/features/games/components/game-search-host';
import { SupportModal } from '@/features/support/components/support-modal';
import { BlockingErrorLayer } from '../errors/blocking-error-layer';
import { AccountOverlays } from './account-overlays';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { AppSidebarSheet } from './app-sidebar-sheet';
import { MobileTabBar } from './mobile-tab-bar';
import { PlayerLiveUpdates } from './player-live-updates';
import { RequiredData } from './required-data';
import { ScrollToTop } from './scroll-to-top';

/** The shell around every page: header, sidebar (or sheet + tab bar), content and footer. */
export function AppLayout() {
  return (
    <SidebarProvider>
      <div className="min-h-dvh pb-[calc(4rem+var(--inset-bottom))] lg:pb-0">
        <AppHeader />
        <div className="flex">
          <AppSidebar />
          <div className="flex min-w-0 flex-1 flex-col">
            <main className="mx-auto w-full max-w-[1624px] flex-1 px-3 pt-4 sm:px-5 lg:px-8 lg:pt-6">
              <Outlet />
            </main>
            <AppFooter />
          </div>
        </div>
      </div>
      <MobileTabBar />
      <AppSidebarSheet />
      <ScrollToTop />
      <SupportModal />
      <AccountOverlays />
      <PlayerLiveUpdates />
      <BlockingErrorLayer />
      <RequiredData />
      <GameSearchHost />
      <ScrollRestoration />
    </SidebarProvider>
  );
}
