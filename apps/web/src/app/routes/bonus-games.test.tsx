import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TBonusGames } from '@aurum/contracts/bonuses';
import { aBonusConditions } from '@/testing/bonus-fixtures';
import { aGame } from '@/testing/catalogue-fixtures';
import { requestUrl, fakeApi } from '@/testing/fake-api';
import { aMe, stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AuthGateProvider } from '../auth-gate-provider';
import { BonusGamesRoute } from './bonus-games';

const fetchMock = stubFetch();
const ID = 'offer-welcome-1';
const GAMES = `/api/v2/bonuses/${ID}/games`;

const page = (offset: number, count: number, total: number): TBonusGames => ({
  bonus: { id: ID, title: 'Welcome bonus +100%', conditions: aBonusConditions() },
  items: Array.from({ length: count }, (_, index) => ({
    ...aGame({ id: offset + index + 1, title: `Game ${offset + index + 1}` }),
    contribution: offset + index === 0 ? 100 : 10,
  })),
  meta: { offset, limit: 30, total },
});

function renderPage(games: (offset: number) => Response) {
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url.pathname === GAMES)
      return Promise.resolve(games(Number(url.searchParams.get('offset'))));
    return fakeApi({ 'GET /api/v1/me': jsonResponse(aMe()) })(input, init);
  });
  return renderWithProviders(<BonusGamesRoute />, {
    routes: [{ path: '/bonuses/:id/games', element: <BonusGamesRoute /> }],
    path: `/bonuses/${ID}/games`,
    wrapper: AuthGateProvider,
  });
}

describe('bonus games page', () => {
  it('lists the games with how much of each bet counts, and loads more', async () => {
    renderPage((offset) => jsonResponse(offset === 0 ? page(0, 30, 32) : page(30, 2, 32)));
    expect(await screen.findByTestId('bonus-games-loading')).toBeInTheDocument();
    const games = await screen.findAllByTestId('bonus-game');
    expect(games).toHaveLength(30);
    expect(
      within(games[0] as HTMLElement).getByTestId('bonus-game-contribution'),
    ).toHaveTextContent('100% counts');
    expect(
      within(games[1] as HTMLElement).getByTestId('bonus-game-contribution'),
    ).toHaveTextContent('10% counts');
    expect(screen.getByTestId('bonus-games-summary')).toHaveTextContent('Welcome bonus +100%');

    await userEvent.setup().click(screen.getByTestId('bonus-games-more'));
    await waitFor(() => expect(screen.getAllByTestId('bonus-game')).toHaveLength(32));
    expect(screen.queryByTestId('bonus-games-more')).not.toBeInTheDocument();
  });

  it('says the bonus was not found', async () => {
    renderPage(() => jsonResponse({ detail: 'bonus_not_found' }, 404));
    expect(await screen.findByTestId('bonus-games-not-found')).toHaveTextContent('Bonus not found');
  });

  it('has an empty state', async () => {
    renderPage(() => jsonResponse(page(0, 0, 0)));
    expect(await screen.findByTestId('bonus-games-empty')).toBeInTheDocument();
  });

  it('has an error state with a retry', async () => {
    let fail = true;
    renderPage(() =>
      fail ? jsonResponse({ detail: 'internal_error' }, 500) : jsonResponse(page(0, 3, 3)),
    );
    const error = await screen.findByTestId('bonus-games-error', {}, { timeout: 5000 });
    fail = false;
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('bonus-game')).toHaveLength(3);
  });
});
