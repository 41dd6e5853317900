import type { TWheelUser } from '@aurum/contracts/wheel';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SidebarProvider } from '@/components/ui/sidebar-provider';
import { authModalStore } from '@/features/auth/hooks/use-auth-modal';
import { wheelModalStore } from '@/features/wheel/hooks/use-wheel-modal';
import { fakeApi } from '@/testing/fake-api';
import { aMe, aUsdBalance, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { setMediaFeatures } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aWheelTable, aWheelUser } from '@/testing/wheel-fixtures';
import { AuthGateProvider } from '../auth-gate-provider';
import { AccountOverlays } from './account-overlays';
import { AppHeader } from './app-header';
import { MobileTabBar } from './mobile-tab-bar';

const fetchMock = stubFetch();

function serve(wheelUser: TWheelUser | null) {
  fetchMock.mockImplementation(
    fakeApi({
      ...(wheelUser
        ? {
            'GET /api/v1/me': jsonResponse(aMe()),
            '/api/v1/me/balance': jsonResponse(aUsdBalance('10.00')),
            '/api/v2/turbine_of_luck/user': jsonResponse(wheelUser),
          }
        : {}),
      '/api/v2/turbine_of_luck/prizes': jsonResponse(aWheelTable()),
    }),
  );
}

/** The modals are loaded the first time they open. */
const LAZY = { timeout: 15_000 };

function renderShell() {
  return renderWithProviders(
    <AuthGateProvider>
      <SidebarProvider>
        <AppHeader />
        <MobileTabBar />
        <AccountOverlays />
      </SidebarProvider>
    </AuthGateProvider>,
  );
}

describe('wheel entries in the header and the tab bar', { timeout: 40_000 }, () => {
  it('offers a visitor the wheel teaser in place of bonuses', async () => {
    serve(null);
    renderShell();

    expect(await screen.findByTestId('header-wheel')).toBeInTheDocument();
    expect(screen.getByTestId('header-login')).toBeInTheDocument();
    expect(screen.getByTestId('tab-bar-wheel')).toBeInTheDocument();
    expect(screen.queryByTestId('header-bonuses')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByTestId('header-wheel'));
    expect(wheelModalStore.getView()).toBe('teaser');
    expect(await screen.findByTestId('wheel-teaser', {}, LAZY)).toBeInTheDocument();
  });

  it("offers a player today's spin while it is available", async () => {
    serve(aWheelUser({ isAvailable: true }));
    renderShell();

    await userEvent.setup().click(await screen.findByTestId('tab-bar-wheel', {}, LAZY));
    expect(wheelModalStore.getView()).toBe('wheel');
    expect(await screen.findByTestId('wheel-modal', {}, LAZY)).toBeInTheDocument();
    expect(await screen.findByTestId('wheel')).toBeInTheDocument();
    expect(screen.getByTestId('header-wheel')).toBeInTheDocument();
  });

  it('shows bonuses once the spin is used', async () => {
    serve(aWheelUser({ isAvailable: false, nextSpinAt: '2026-03-15T00:00:00.000Z' }));
    renderShell();

    expect(await screen.findByTestId('header-bonuses')).toHaveAttribute('href', '/bonuses');
    expect(
      within(screen.getByTestId('mobile-tab-bar')).getByRole('link', { name: 'Bonuses' }),
    ).toHaveAttribute('href', '/bonuses');
    expect(screen.queryByTestId('header-wheel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tab-bar-wheel')).not.toBeInTheDocument();
  });
});

describe('wheel teaser', { timeout: 40_000 }, () => {
  it("spins a visitor's wheel onto a prize 1 to 14 and then asks to sign up", async () => {
    setMediaFeatures({ 'prefers-reduced-motion': 'no-preference', orientation: 'portrait' });
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    serve(null);
    renderShell();
    await userEvent.setup().click(await screen.findByTestId('header-wheel'));
    await screen.findByTestId('wheel', {}, LAZY);
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
    });
    try {
      fireEvent.click(screen.getByTestId('wheel-spin'));
      expect(screen.getByTestId('wheel')).toHaveAttribute('data-phase', 'spinning');
      await act(() => vi.advanceTimersByTimeAsync(4000 + 1400 + 500));
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }

    // Random 0.99 is prize index 14, drawn at segment 13.
    expect(screen.getByTestId('wheel')).toHaveAttribute('data-landed-index', '13');
    expect(screen.getByTestId('wheel-teaser-prompt')).toHaveTextContent('You could have won $3!');
    await userEvent.setup().click(screen.getByTestId('wheel-teaser-sign-up'));

    expect(wheelModalStore.getView()).toBeNull();
    expect(authModalStore.getView()).toBe('register');
  });
});
