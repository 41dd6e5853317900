import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SidebarGamesMenu } from './sidebar-games-menu';

const fetchMock = stubFetch();

const menu = {
  items: [
    { type: 'category', title: 'Slots', value: '/categories/slots/games', icon: 'cherry' },
    { type: 'category', title: 'Odd one', value: '/categories/odd/games', icon: 'no-such-icon' },
    {
      type: 'provider',
      title: 'Nebula Play',
      value: '/providers/nebula-play/games',
      icon: '/media/providers/nebula-play.svg',
    },
    {
      type: 'all_providers',
      title: 'All providers',
      value: '/providers/all/games',
      icon: 'layout-grid',
    },
  ],
};

describe('SidebarGamesMenu', () => {
  it('lists the categories and providers of the games menu call', async () => {
    fetchMock.mockImplementation(fakeApi({ '/api/v2/games-menu': jsonResponse(menu) }));
    renderWithProviders(<SidebarGamesMenu />);
    expect(screen.getByTestId('games-menu-loading')).toBeInTheDocument();

    await screen.findByTestId('games-menu');
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute(
      'href',
      '/categories/slots/games',
    );
    expect(screen.getByRole('link', { name: 'Odd one' }).querySelector('svg')).not.toBeNull();
    const provider = screen.getByRole('link', { name: /Nebula Play/ });
    expect(provider).toHaveAttribute('href', '/providers/nebula-play/games');
    expect(provider.querySelector('img')).toHaveAttribute(
      'src',
      '/media/providers/nebula-play.svg',
    );
    expect(screen.getByRole('link', { name: 'All providers' })).toHaveAttribute(
      'href',
      '/providers/all/games',
    );
  });

  it('falls back to the fixed sections when the menu cannot be loaded', async () => {
    fetchMock.mockImplementation(fakeApi({ '/api/v2/games-menu': jsonResponse({}, 404) }));
    renderWithProviders(<SidebarGamesMenu />);

    await screen.findByTestId('games-menu');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/categories/slots/games',
      '/categories/live/games',
      '/categories/fast/games',
      '/categories/popular/games',
    ]);
  });
});
