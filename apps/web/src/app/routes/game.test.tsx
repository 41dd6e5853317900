import type { TGame } from '@aurum/contracts/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authModalStore } from '@/features/auth/hooks/use-auth-modal';
import { REDIRECT_STORAGE_KEY } from '@/features/auth/utils/redirect-memory';
import { getLastGamesQueryOptions } from '@/features/games/api/get-last-games';
import { aGame, aGamePage } from '@/testing/catalogue-fixtures';
import { bodiesSentTo, callsTo, fakeApi } from '@/testing/fake-api';
import { aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AuthGateProvider } from '../auth-gate-provider';
import { GameRoute } from './game';

const fetchMock = stubFetch();
const LAUNCH = '/api/v2/games/7/session';

function aGameDetail(overrides: Partial<TGame> = {}): TGame {
  return {
    ...aGame({ id: 7, title: 'Neon Dice' }),
    categories: ['fast'],
    rtp: '99.00',
    ...overrides,
  };
}

interface TScenario {
  signedIn?: boolean;
  game?: TGame;
  launch?: (demo: boolean) => Response;
}

const session = (demo: boolean) =>
  jsonResponse({ url: `/studio/session-${demo ? 'demo' : 'real'}`, demo });

function renderGamePage({ signedIn = false, game = aGameDetail(), launch = session }: TScenario) {
  fetchMock.mockImplementation(
    fakeApi({
      ...(signedIn ? { 'GET /api/v1/me': jsonResponse(aMe()) } : {}),
      'GET /api/v2/games/7': jsonResponse(game),
      'GET /api/v2/games': jsonResponse(aGamePage({ offset: 0, limit: 18, total: 3 })),
      'GET /api/v2/categories': jsonResponse({ items: [] }),
      'GET /api/v2/favorites': jsonResponse({ items: [], meta: { offset: 0, limit: 1, total: 0 } }),
      [`POST ${LAUNCH}`]: () => {
        const bodies = bodiesSentTo(fetchMock, LAUNCH) as { demo: boolean }[];
        return launch(bodies.at(-1)?.demo ?? false);
      },
    }),
  );
  return renderWithProviders(null, {
    path: '/games/7',
    routes: [{ path: '/games/:id', element: <GameRoute /> }],
    wrapper: AuthGateProvider,
  });
}

const frame = () => screen.findByTestId('game-frame');

describe('game page', () => {
  it('launches real money for a player, and demo once they switch', async () => {
    const { queryClient } = renderGamePage({ signedIn: true });
    expect(await frame()).toHaveAttribute('src', '/studio/session-real');
    expect(screen.getByTestId('game-frame')).toHaveAttribute('allow', 'fullscreen');
    expect(bodiesSentTo(fetchMock, LAUNCH)).toEqual([{ demo: false }]);
    expect(screen.getByTestId('game-mode-real')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Neon Dice');
    expect(screen.getByTestId('game-rtp')).toHaveTextContent('99.00%');

    const lastGames = getLastGamesQueryOptions(18).queryKey;
    queryClient.setQueryData(lastGames, { pages: [], pageParams: [] });
    await userEvent.setup().click(screen.getByTestId('game-mode-demo'));

    await waitFor(() =>
      expect(screen.getByTestId('game-frame')).toHaveAttribute('src', '/studio/session-demo'),
    );
    expect(bodiesSentTo(fetchMock, LAUNCH)).toEqual([{ demo: false }, { demo: true }]);
    expect(screen.getByTestId('game-mode-demo')).toHaveAttribute('aria-pressed', 'true');
    expect(queryClient.getQueryState(lastGames)?.isInvalidated).toBe(true);
  });

  it('lets a visitor play demo only: real asks them to sign in and come back', async () => {
    renderGamePage({ signedIn: false });
    expect(await frame()).toHaveAttribute('src', '/studio/session-demo');
    expect(screen.getByTestId('game-mode-demo')).toHaveAttribute('aria-pressed', 'true');

    await userEvent.setup().click(screen.getByTestId('game-mode-real'));

    expect(authModalStore.getView()).toBe('login');
    expect(sessionStorage.getItem(REDIRECT_STORAGE_KEY)).toBe('/games/7');
    expect(screen.getByTestId('game-mode-demo')).toHaveAttribute('aria-pressed', 'true');
    expect(bodiesSentTo(fetchMock, LAUNCH)).toEqual([{ demo: true }]);
  });

  it('asks a visitor to sign in for a game without demo, launching nothing', async () => {
    renderGamePage({ signedIn: false, game: aGameDetail({ hasDemo: false }) });
    const prompt = await screen.findByTestId('game-sign-in');
    expect(screen.getByTestId('game-mode-demo')).toBeDisabled();

    await userEvent.setup().click(within(prompt).getByRole('button', { name: 'Sign up' }));
    expect(authModalStore.getView()).toBe('register');
    expect(callsTo(fetchMock, LAUNCH)).toBe(0);
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('says in the player’s words why the game did not start, and retries', async () => {
    let fail = true;
    renderGamePage({
      signedIn: true,
      launch: (demo) => (fail ? jsonResponse({ detail: 'game_unavailable' }, 503) : session(demo)),
    });
    const error = await screen.findByTestId('game-launch-error');
    expect(error).toHaveAttribute('data-detail', 'game_unavailable');
    expect(error).toHaveTextContent('The game is temporarily unavailable.');
    expect(screen.getByTestId('game-fullscreen')).toBeDisabled();

    fail = false;
    await userEvent.setup().click(within(error).getByTestId('game-launch-retry'));
    expect(await frame()).toHaveAttribute('src', '/studio/session-real');
  });

  it('shows an unknown launch failure as a generic message, translated', async () => {
    renderGamePage({
      signedIn: true,
      launch: () => jsonResponse({ detail: 'something_new' }, 400),
    });
    const error = await screen.findByTestId('game-launch-error');
    expect(error).toHaveAttribute('data-detail', 'generic');
    expect(error).toHaveTextContent('Something went wrong while starting the game.');
  });

  it.each([
    ['the game says so', aGameDetail({ blocked: 'country' }), 'country', 0],
    ['the launch says so', aGameDetail(), 'currency', 1],
  ] as const)(
    'names the country or currency a blocked game is refused for (%s)',
    async (_, game, reason, launches) => {
      renderGamePage({
        signedIn: true,
        game,
        launch: () => jsonResponse({ detail: 'game_blocked', reason: 'currency' }, 403),
      });
      const blocked = await screen.findByTestId('game-blocked');
      expect(blocked).toHaveAttribute('data-reason', reason);
      expect(blocked).toHaveTextContent(
        reason === 'country' ? 'Unavailable in your country' : 'Unavailable in your currency',
      );
      expect(callsTo(fetchMock, LAUNCH)).toBe(launches);
    },
  );

  it('puts the game in full screen and back', async () => {
    renderGamePage({ signedIn: true });
    await frame();
    const user = userEvent.setup();
    const stage = screen.getByTestId('game-stage');

    await user.click(screen.getByTestId('game-fullscreen'));
    // jsdom has no Fullscreen API: the stage covers the window instead.
    expect(stage).toHaveAttribute('data-fullscreen', 'fallback');
    await user.click(screen.getByTestId('game-fullscreen-exit'));
    expect(stage).not.toHaveAttribute('data-fullscreen');
    expect(screen.queryByTestId('game-fullscreen-exit')).not.toBeInTheDocument();
  });

  it('opens the fairness panel from the toolbar', async () => {
    renderGamePage({ signedIn: false });
    await frame();
    await userEvent.setup().click(screen.getByTestId('game-fairness-button'));
    const panel = await screen.findByTestId('fairness-panel');
    expect(within(panel).getByTestId('fairness-sign-in')).toBeInTheDocument();
  });
});
