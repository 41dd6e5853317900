import type { TTournamentCard } from '@aurum/contracts/tournaments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { requestUrl } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aTournamentCard } from '@/testing/tournament-fixtures';
import { TournamentsList } from './tournaments-list';

const fetchMock = stubFetch();
afterEach(async () => {
  await i18n.changeLanguage('en');
});
const LIST = '/api/v1/tournaments';

/** The fake server lists `byPhase[status]`; a phase set to a number answers that status. */
function serve(byPhase: Partial<Record<string, TTournamentCard[] | number>>) {
  fetchMock.mockImplementation((input) => {
    const url = requestUrl(input);
    if (url.pathname !== LIST) return Promise.resolve(jsonResponse({ detail: 'not_found' }, 404));
    const answer = byPhase[url.searchParams.get('status') ?? ''] ?? [];
    return Promise.resolve(
      typeof answer === 'number'
        ? jsonResponse({ detail: 'unexpected_error' }, answer)
        : jsonResponse({ items: answer }),
    );
  });
}

const upcoming = aTournamentCard({
  id: '1d0b1b5e-7d7f-4c59-9a43-5e0d7e7f7a01',
  names: { en: 'Spring Cup' },
  phase: 'upcoming',
  status: 'scheduled',
  vipPlayersOnly: true,
  startsAt: new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString(),
});

describe('Tournaments list', () => {
  it('shows the running tournaments with their pool, countdown and link', async () => {
    serve({ running: [aTournamentCard()] });
    renderWithProviders(<TournamentsList />);
    const card = await screen.findByTestId('tournament-card');
    expect(card).toHaveTextContent('Golden Race');
    expect(card).toHaveTextContent('Most wagered · Casino games');
    expect(within(card).getByTestId('tournament-pool')).toHaveTextContent('1,000.00 USD');
    expect(within(card).getByRole('timer')).toHaveTextContent(/^Ends in 2d 00:0[45]:\d\d$/);
    expect(card).toHaveAttribute('href', `/tournaments/${aTournamentCard().id}`);
  });

  it('asks for each phase on its tab: upcoming ones count down to the start, VIP is marked', async () => {
    serve({ running: [aTournamentCard()], upcoming: [upcoming] });
    renderWithProviders(<TournamentsList />);
    await screen.findByTestId('tournament-card');
    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const link = await screen.findByRole('link', { name: /Spring Cup/ });
    expect(within(link).getByRole('timer')).toHaveTextContent(/^Starts in 0[23]:\d\d:\d\d$/);
    expect(link).toHaveTextContent('VIP');
    const statuses = fetchMock.mock.calls.map(([input]) =>
      requestUrl(input).searchParams.get('status'),
    );
    expect(statuses).toEqual(['running', 'upcoming']);
  });

  it('names a tournament in the interface language, else in English', async () => {
    await i18n.changeLanguage('ru');
    serve({
      running: [
        aTournamentCard(),
        aTournamentCard({ id: upcoming.id, names: { en: 'Only English' } }),
      ],
    });
    renderWithProviders(<TournamentsList />);
    const cards = await screen.findAllByTestId('tournament-card');
    expect(cards[0]).toHaveTextContent('Золотая гонка');
    expect(cards[0]).toHaveTextContent('До конца 2д');
    expect(cards[1]).toHaveTextContent('Only English');
  });

  it('says when a phase has none, and offers a retry when loading fails', async () => {
    serve({ running: 500, finished: [] });
    renderWithProviders(<TournamentsList />);
    expect(await screen.findByTestId('tournaments-error')).toBeInTheDocument();

    serve({ running: [aTournamentCard()], finished: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('tournament-card')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(await screen.findByTestId('tournaments-empty')).toHaveTextContent(
      'No finished tournaments yet',
    );
  });
});
