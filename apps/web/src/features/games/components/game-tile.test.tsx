import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuthGate } from '@/testing/auth-gate';
import { aGame } from '@/testing/catalogue-fixtures';
import { callsTo, fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { GameTile } from './game-tile';

const fetchMock = stubFetch();
const favorites = (items: number[]) =>
  jsonResponse({
    items,
    meta: { offset: 0, limit: Math.max(1, items.length), total: items.length },
  });

function renderTile(game = aGame(), { signedIn = false } = {}) {
  const gate = fakeAuthGate(signedIn);
  renderWithProviders(<GameTile game={game} />, { wrapper: gate.Wrapper });
  return { ...gate, tile: screen.getByTestId('game-tile') };
}

describe('GameTile', () => {
  it('links to the game and shows its title, studio and no extras', () => {
    fetchMock.mockImplementation(fakeApi({}));
    const { tile } = renderTile(aGame({ id: 7, title: 'Pharaoh’s Tomb' }));

    expect(within(tile).getByRole('link', { name: 'Pharaoh’s Tomb' })).toHaveAttribute(
      'href',
      '/games/7',
    );
    expect(tile).toHaveTextContent('Nebula Play');
    expect(screen.queryByTestId('game-tile-label')).not.toBeInTheDocument();
    expect(screen.queryByTestId('game-tile-blocked')).not.toBeInTheDocument();
  });

  it.each([
    ['exclusive', 'Exclusive'],
    ['early_access', 'Early access'],
  ] as const)('shows the %s label', (labelType, text) => {
    fetchMock.mockImplementation(fakeApi({}));
    renderTile(aGame({ labelType }));
    expect(screen.getByTestId('game-tile-label')).toHaveTextContent(text);
  });

  it.each([
    ['country', 'Unavailable in your country'],
    ['currency', 'Unavailable in your currency'],
  ] as const)('shows a game blocked by %s as unavailable, never hides it', (blocked, text) => {
    fetchMock.mockImplementation(fakeApi({}));
    const { tile } = renderTile(aGame({ title: 'Lucky Tide', blocked }));

    expect(tile).toHaveAttribute('data-blocked', blocked);
    expect(screen.getByTestId('game-tile-blocked')).toHaveTextContent(text);
    expect(within(tile).getByRole('link')).toHaveAccessibleName(`Lucky Tide. ${text}`);
  });

  it('asks a visitor to sign in instead of saving a favourite', async () => {
    fetchMock.mockImplementation(fakeApi({}));
    const { requireAuth } = renderTile(aGame({ isFavorite: true }));
    const heart = screen.getByTestId('game-tile-favorite');
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup().click(heart);
    expect(requireAuth).toHaveBeenCalledTimes(1);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(callsTo(fetchMock, '/api/v2/favorites/1')).toBe(0);
  });

  it("shows a player's heart from their favourites once they load", async () => {
    fetchMock.mockImplementation(fakeApi({ 'GET /api/v2/favorites': favorites([3]) }));
    renderTile(aGame({ id: 3, isFavorite: false }), { signedIn: true });

    const heart = screen.getByTestId('game-tile-favorite');
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart).toHaveAccessibleName('Remove Game 3 from favorites');
  });
});
