import type { TTournamentDetail } from '@aurum/contracts/tournaments';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, requestUrl } from '@/testing/fake-api';
import { currentSocket } from '@/testing/fake-socket';
import { stubFetch } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/json-response';
import { playerRealtimeProviders } from '@/testing/player-realtime';
import { renderWithProviders } from '@/testing/render-with-providers';
import {
  aLeaderboardRow,
  aPosition,
  aTournamentDetail,
  TOURNAMENT_ID,
} from '@/testing/tournament-fixtures';
import { useLiveTournaments } from '../hooks/use-live-tournaments';
import { TournamentDetails } from './tournament-details';

const fetchMock = stubFetch();
afterEach(async () => {
  toast.dismiss();
  await i18n.changeLanguage('en');
});
const DETAIL = `/api/v1/tournaments/${TOURNAMENT_ID}`;
const JOIN = `${DETAIL}/join`;

function LiveTournaments() {
  useLiveTournaments('42');
  return null;
}

/**
 * The detail of player 42 (or a visitor) beside their tournaments channel; the fake server
 * answers `server.detail` (a number: that status), and a join with `server.joined`.
 */
function renderDetails(detail: TTournamentDetail | number, { signedIn = true } = {}) {
  const server = {
    detail,
    joinStatus: 200,
    /** While set, detail answers wait for it (only a push can change what is shown). */
    hold: null as Promise<void> | null,
  };
  fetchMock.mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url.pathname === JOIN && init?.method === 'POST') {
      if (server.joinStatus !== 200) {
        return Promise.resolve(jsonResponse({ detail: 'tournament_not_open' }, server.joinStatus));
      }
      const me = aPosition({
        place: null,
        score: '0.00',
        nextPrizePlace: null,
        gapToNextPrize: null,
      });
      if (typeof server.detail !== 'number') server.detail = { ...server.detail, me };
      return Promise.resolve(jsonResponse(me));
    }
    if (url.pathname === DETAIL) {
      return (server.hold ?? Promise.resolve()).then(() =>
        typeof server.detail === 'number'
          ? jsonResponse({ detail: 'tournament_not_found' }, server.detail)
          : jsonResponse(server.detail),
      );
    }
    return Promise.resolve(jsonResponse({ detail: 'not_found' }, 404));
  });
  const { gate, Providers } = playerRealtimeProviders(signedIn);
  renderWithProviders(
    <>
      <LiveTournaments />
      <TournamentDetails id={TOURNAMENT_ID} />
      <Toaster />
    </>,
    { wrapper: Providers },
  );
  const socket = currentSocket();
  act(() => socket.acceptConnection());
  return {
    server,
    socket,
    gate,
    publish: (data: unknown) => act(() => socket.publish('tournaments#42', data)),
  };
}

describe('Tournament details', () => {
  it('shows the rules, prizes by place, the leaderboard and the own standing', async () => {
    renderDetails(aTournamentDetail());
    expect(await screen.findByTestId('tournament-name')).toHaveTextContent('Golden Race');
    expect(screen.getByTestId('tournament-kind-rule')).toHaveTextContent(
      'Every counted bet adds its stake (in USD)',
    );
    expect(screen.getByTestId('tournament-rules')).toHaveTextContent('Minimum bet0.10 USD');
    expect(screen.getByTestId('tournament-prizes')).toHaveTextContent('Place 1700.00 USD');
    const rows = screen.getAllByTestId('leaderboard-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('al***er40.00 USD'),
      expect.stringContaining('bo***ob20.00 USD'),
      expect.stringContaining('pl***er(you)12.50 USD'),
    ]);
    expect(rows[2]).toHaveAttribute('data-me', 'true');
    expect(screen.getByTestId('my-place')).toHaveTextContent('#3');
    expect(screen.getByTestId('my-score')).toHaveTextContent('12.50 USD');
    expect(screen.getByTestId('my-gap')).toHaveTextContent('7.50 USD more to reach prize place 2');
    expect(screen.queryByTestId('tournament-join')).not.toBeInTheDocument();
  });

  it('joins a tournament that needs it, then shows the standing', async () => {
    const { server } = renderDetails(
      aTournamentDetail({
        joinRequired: true,
        me: aPosition({
          joined: false,
          place: null,
          score: '0.00',
          nextPrizePlace: null,
          gapToNextPrize: null,
        }),
      }),
    );
    await userEvent.click(await screen.findByTestId('tournament-join'));
    expect(await screen.findByTestId('my-place')).toHaveTextContent('—');
    expect(screen.getByTestId('my-score')).toHaveTextContent('0.00 USD');
    expect(screen.getByTestId('tournament-standing')).toHaveTextContent(
      'Place a counted bet to get on the leaderboard.',
    );
    expect(callsTo(fetchMock, JOIN)).toBe(1);
    expect(typeof server.detail !== 'number' && server.detail.me?.joined).toBe(true);
  });

  it('translates a refused join', async () => {
    await i18n.changeLanguage('ru');
    const { server } = renderDetails(
      aTournamentDetail({ joinRequired: true, me: aPosition({ joined: false, place: null }) }),
    );
    server.joinStatus = 409;
    await userEvent.click(await screen.findByRole('button', { name: 'Вступить в турнир' }));
    expect(await screen.findByText('Турнир завершён: вступить уже нельзя.')).toBeInTheDocument();
  });

  it('moves the own place as pushed, and asks for the leaderboard again', async () => {
    const { server, socket, publish } = renderDetails(aTournamentDetail());
    await screen.findByTestId('my-place');
    expect(socket.channelsOf('subscribe')).toContain('tournaments#42');
    const detailCalls = callsTo(fetchMock, DETAIL);
    const moved = aPosition({
      place: 1,
      score: '45.00',
      nextPrizePlace: null,
      gapToNextPrize: null,
    });
    if (typeof server.detail !== 'number') {
      server.detail = {
        ...server.detail,
        me: moved,
        leaderboard: [
          aLeaderboardRow({ player: 'pl***er', score: '45.00', isMe: true }),
          aLeaderboardRow({ place: 2, player: 'al***er' }),
        ],
      };
    }

    let release: () => void = () => undefined;
    server.hold = new Promise<void>((resolve) => {
      release = resolve;
    });

    publish(moved);
    await waitFor(() => expect(screen.getByTestId('my-place')).toHaveTextContent('#1'));
    expect(screen.getByTestId('my-score')).toHaveTextContent('45.00 USD');
    expect(screen.queryByTestId('my-gap')).not.toBeInTheDocument();
    // The board still shows the old places until the server answers again.
    expect(screen.getAllByTestId('leaderboard-row')[0]).not.toHaveAttribute('data-me');
    await waitFor(() => expect(callsTo(fetchMock, DETAIL)).toBe(detailCalls + 1));
    act(() => release());
    await waitFor(() =>
      expect(screen.getAllByTestId('leaderboard-row')[0]).toHaveAttribute('data-me', 'true'),
    );
    const [first] = screen.getAllByTestId('leaderboard-row');
    expect(first).toHaveTextContent('pl***er(you)45.00 USD');
  });

  it('ignores a push for another tournament or one that is no standing', async () => {
    const { publish } = renderDetails(aTournamentDetail());
    await screen.findByTestId('my-place');
    const detailCalls = callsTo(fetchMock, DETAIL);
    publish(aPosition({ tournamentId: '11111111-1111-4111-8111-111111111111', place: 1 }));
    publish({ tournamentId: TOURNAMENT_ID, place: 'first' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('my-place')).toHaveTextContent('#3');
    expect(callsTo(fetchMock, DETAIL)).toBe(detailCalls);
  });

  it('asks a visitor to sign in', async () => {
    const { gate } = renderDetails(aTournamentDetail({ me: null }), { signedIn: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(gate.requireAuth).toHaveBeenCalled();
  });

  it('says a tournament it may not see is not available', async () => {
    renderDetails(404);
    expect(await screen.findByTestId('tournament-not-found')).toHaveTextContent(
      'This tournament is not available',
    );
    expect(screen.getByRole('link', { name: 'All tournaments' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
  });
});
