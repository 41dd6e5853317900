import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aTournamentCard } from '@/testing/tournament-fixtures';
import { SidebarTournaments } from './sidebar-tournaments';

const fetchMock = stubFetch();
const LIST = 'GET /api/v1/tournaments';

const ids = [
  '00000000-0000-4000-8000-000000000001',
  '00000000-0000-4000-8000-000000000002',
  '00000000-0000-4000-8000-000000000003',
  '00000000-0000-4000-8000-000000000004',
];

describe('Sidebar tournaments', () => {
  it('lists the first three running tournaments, each linking its page, and a link to all', async () => {
    const items = ids.map((id, index) =>
      aTournamentCard({ id, names: { en: `Cup ${index + 1}` } }),
    );
    fetchMock.mockImplementation(fakeApi({ [LIST]: jsonResponse({ items }) }));
    renderWithProviders(<SidebarTournaments />);
    const rows = await screen.findAllByTestId('sidebar-tournament');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Cup 1'),
      expect.stringContaining('Cup 2'),
      expect.stringContaining('Cup 3'),
    ]);
    expect(rows[0]).toHaveAttribute('href', `/tournaments/${ids[0]}`);
    expect(rows[0]).toHaveTextContent('1,000.00 USD');
    expect(screen.getByRole('link', { name: 'All tournaments' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
  });

  it('says so when none is running', async () => {
    fetchMock.mockImplementation(fakeApi({ [LIST]: jsonResponse({ items: [] }) }));
    renderWithProviders(<SidebarTournaments />);
    expect(await screen.findByText('No tournaments running')).toBeInTheDocument();
  });
});
