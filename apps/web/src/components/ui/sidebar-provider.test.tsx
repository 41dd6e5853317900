import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { installMatchMedia, setViewportWidth } from '@/testing/match-media';
import { Sidebar, SidebarToggle } from './sidebar';
import { useSidebar } from './sidebar-context';
import { SidebarProvider } from './sidebar-provider';
import { SIDEBAR_COOKIE_NAME } from './sidebar-state';

function SheetState() {
  const { sheetOpen } = useSidebar();
  return <output data-testid="sheet">{sheetOpen ? 'open' : 'closed'}</output>;
}

function renderSidebar() {
  return render(
    <MemoryRouter>
      <SidebarProvider>
        <Sidebar>
          <SidebarToggle />
        </Sidebar>
        <SheetState />
      </SidebarProvider>
    </MemoryRouter>,
  );
}

const sidebarState = () => screen.getByTestId('sidebar').getAttribute('data-state');

beforeEach(() => {
  Cookies.remove(SIDEBAR_COOKIE_NAME, { path: '/' });
});

describe('sidebar state', () => {
  it('starts expanded when no cookie says otherwise', () => {
    renderSidebar();
    expect(sidebarState()).toBe('expanded');
  });

  it('starts collapsed when the cookie remembers it', () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    renderSidebar();
    expect(sidebarState()).toBe('collapsed');
  });

  it('toggles with Ctrl+B and Cmd+B and stores true/false in the sidebar_state cookie', async () => {
    const user = userEvent.setup();
    renderSidebar();

    await user.keyboard('{Control>}b{/Control}');
    expect(sidebarState()).toBe('collapsed');
    expect(Cookies.get(SIDEBAR_COOKIE_NAME)).toBe('false');

    await user.keyboard('{Meta>}b{/Meta}');
    expect(sidebarState()).toBe('expanded');
    expect(Cookies.get(SIDEBAR_COOKIE_NAME)).toBe('true');
  });

  it('ignores B without the modifier and other shortcuts', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.keyboard('b');
    await user.keyboard('{Control>}{Shift>}b{/Shift}{/Control}');
    expect(sidebarState()).toBe('expanded');
    expect(Cookies.get(SIDEBAR_COOKIE_NAME)).toBeUndefined();
  });

  it('collapses from the toggle button too', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.click(screen.getByTestId('sidebar-toggle'));
    expect(sidebarState()).toBe('collapsed');
    expect(Cookies.get(SIDEBAR_COOKIE_NAME)).toBe('false');
  });

  it('opens the sheet instead below 1024 px, leaving the cookie alone', async () => {
    installMatchMedia(375);
    const user = userEvent.setup();
    renderSidebar();

    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByTestId('sheet')).toHaveTextContent('open');
    expect(Cookies.get(SIDEBAR_COOKIE_NAME)).toBeUndefined();

    act(() => setViewportWidth(1280));
    expect(screen.getByTestId('sheet')).toHaveTextContent('closed');
  });
});
