import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { currentSocket } from '@/testing/fake-socket';
import { stubFetch } from '@/testing/fixtures';
import { aLastBet, aLastSportBet } from '@/testing/last-bet-fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { REPLAY_WAIT_MS } from '../hooks/use-last-bets';
import { LastBetsTicker } from './last-bets-ticker';

stubFetch();

function AsVisitor({ children }: { children: ReactNode }) {
  return (
    <RealtimeProvider identity={null} refreshIdentity={() => Promise.resolve(null)}>
      {children}
    </RealtimeProvider>
  );
}

function renderTicker() {
  renderWithProviders(<LastBetsTicker />, { wrapper: AsVisitor });
  const socket = currentSocket();
  act(() => socket.acceptConnection());
  return socket;
}

const rows = () => screen.queryAllByTestId('last-bet-row');

afterEach(() => vi.useRealTimers());

describe('LastBetsTicker', () => {
  it("listens to the public channel, for visitors too, and shows each win's details", () => {
    const socket = renderTicker();
    expect(socket.channelsOf('subscribe')).toEqual(['broadcast:last_bet']);
    expect(screen.getByTestId('last-bets-ticker')).toHaveAttribute('data-state', 'loading');
    expect(screen.getByTestId('last-bets-loading')).toBeInTheDocument();

    act(() => socket.publish('broadcast:last_bet', aLastBet()));

    const [row] = rows();
    expect(rows()).toHaveLength(1);
    const ticker = within(row as HTMLElement);
    expect(ticker.getByRole('link', { name: 'Neon Dice' })).toHaveAttribute('href', '/games/7');
    expect(row).toHaveTextContent('an***a');
    expect(row).toHaveTextContent('2.00 USD');
    expect(row).toHaveTextContent('×2.50');
    expect(ticker.getByTestId('last-bet-payout')).toHaveTextContent('5.00 USD');
  });

  it("shows a sport win with its sport and event, linking to the event's page", () => {
    const socket = renderTicker();
    act(() => {
      socket.publish('broadcast:last_bet', aLastSportBet());
      socket.publish(
        'broadcast:last_bet',
        aLastSportBet({
          id: 'combo',
          sport: { slug: 'ice-hockey-4', key: 'ice-hockey', name: 'Hockey on ice' },
          event: { id: 'sbx:match:7', name: 'Lions – Bears' },
          legs: 3,
          createdAt: '2026-03-14T12:00:05.000Z',
        }),
      );
    });

    const [combo, single] = rows().map((row) => within(row));
    expect(single?.getByRole('link', { name: 'Soccer · Arsenal – Chelsea' })).toHaveAttribute(
      'href',
      '/sportsbook/soccer-1/sbx%3Amatch%3A42',
    );
    expect(single?.queryByTestId('last-bet-more-events')).not.toBeInTheDocument();
    expect(rows()[1]).toHaveTextContent('ma***ov');
    expect(rows()[1]).toHaveTextContent('10.00 USD');
    expect(rows()[1]).toHaveTextContent('×2.10');
    expect(single?.getByTestId('last-bet-payout')).toHaveTextContent('21.00 USD');
    // The feed's key `ice-hockey` reads the translated name, not the feed's English one.
    expect(combo?.getByRole('link', { name: 'Ice hockey · Lions – Bears' })).toHaveAttribute(
      'href',
      '/sportsbook/ice-hockey-4/sbx%3Amatch%3A7',
    );
    expect(combo?.getByTestId('last-bet-more-events')).toHaveTextContent('+2 more');
  });

  it('puts the newest win on top, ignores repeats and anything that is not a bet', () => {
    const socket = renderTicker();
    const publish = (data: unknown) => act(() => socket.publish('broadcast:last_bet', data));

    publish(aLastBet({ id: 'older', createdAt: '2026-03-14T12:00:00.000Z' }));
    publish(aLastBet({ id: 'newer', createdAt: '2026-03-14T12:00:05.000Z' }));
    publish(aLastBet({ id: 'older', createdAt: '2026-03-14T12:00:00.000Z' }));
    publish({ id: 'broken', player: 'x' });
    publish(aLastBet({ id: 'between', createdAt: '2026-03-14T12:00:03.000Z' }));

    expect(rows().map((row) => row.getAttribute('data-bet-id'))).toEqual([
      'newer',
      'between',
      'older',
    ]);
  });

  it('keeps the ten newest wins', () => {
    const socket = renderTicker();
    act(() => {
      for (let second = 0; second < 12; second += 1) {
        const createdAt = `2026-03-14T12:00:${String(second).padStart(2, '0')}.000Z`;
        socket.publish('broadcast:last_bet', aLastBet({ id: `bet-${second}`, createdAt }));
      }
    });
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toHaveAttribute('data-bet-id', 'bet-11');
  });

  it('says there are no wins yet when the replay brings none', () => {
    vi.useFakeTimers();
    renderTicker();
    expect(screen.queryByTestId('last-bets-empty')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(REPLAY_WAIT_MS);
    });
    expect(screen.getByTestId('last-bets-empty')).toHaveTextContent('No wins yet');
  });
});
