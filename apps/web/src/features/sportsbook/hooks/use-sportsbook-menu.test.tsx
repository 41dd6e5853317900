import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aSport } from '@/testing/sportsbook-fixtures';
import { useSportsbookMenu } from './use-sportsbook-menu';

const fetchMock = stubFetch();

function Menu() {
  const entries = useSportsbookMenu();
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.value} data-testid="entry">
          {[entry.label ?? entry.title, entry.value, entry.badge].filter(Boolean).join(' | ')}
        </li>
      ))}
    </ul>
  );
}

const texts = () => screen.getAllByTestId('entry').map((entry) => entry.textContent);

describe('useSportsbookMenu', () => {
  it('is the fixed list until the sports arrive, then the sports with live counts', async () => {
    fetchMock.mockImplementation(
      fakeApi({
        '/api/v2/sportsbook/sports': jsonResponse({
          items: [
            aSport({ liveCount: 3 }),
            aSport({ id: 4, slug: 'ice-hockey-4', key: 'ice-hockey', name: 'Hockey on ice' }),
            aSport({
              id: 20,
              slug: 'table-tennis-20',
              key: 'table_tennis',
              name: 'Table tennis',
              liveCount: 0,
            }),
          ],
        }),
      }),
    );
    renderWithProviders(<Menu />);
    expect(texts()).toContain('Sportsbook.sports.soccer | /sportsbook/soccer-1');

    expect(await screen.findByText('Soccer | /sportsbook/soccer-1 | 3 live')).toBeInTheDocument();
    expect(texts()).toEqual([
      'Sportsbook.favorites | /sportsbook/favorites',
      'Sportsbook.my_bets | /sportsbook/bets',
      'Soccer | /sportsbook/soccer-1 | 3 live',
      // The feed's key `ice-hockey` finds the translated name.
      'Ice hockey | /sportsbook/ice-hockey-4 | 2 live',
      'Table tennis | /sportsbook/table-tennis-20',
    ]);
  });
});
