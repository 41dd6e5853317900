import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';
import { currentSocket } from '@/testing/fake-socket';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aMarket, anEvent, anOutcome } from '@/testing/sportsbook-fixtures';
import { EventRow } from './event-row';

function AsVisitor({ children }: { children: ReactNode }) {
  return (
    <RealtimeProvider identity={null} refreshIdentity={() => Promise.resolve(null)}>
      {children}
    </RealtimeProvider>
  );
}

describe('EventRow', () => {
  it('follows its event live: main market odds, score and status', () => {
    const event = anEvent({
      status: 'live',
      score: { home: 0, away: 0, period: '1st_half', minute: 12 },
    });
    renderWithProviders(
      <ul>
        <EventRow event={event} />
      </ul>,
      { wrapper: AsVisitor },
    );
    const socket = currentSocket();
    act(() => socket.acceptConnection());
    expect(socket.channelsOf('subscribe')).toEqual(['sportsbook#ev-1']);
    const publish = (data: unknown) => act(() => socket.publish('sportsbook#ev-1', data));

    const moved = aMarket();
    moved.outcomes = moved.outcomes.map((outcome) => ({ ...outcome, odds: outcome.odds + 50 }));
    publish({ kind: 'market', eventId: 'ev-1', market: moved });
    publish({
      kind: 'score',
      eventId: 'ev-1',
      score: { home: 1, away: 0, period: '1st_half', minute: 14 },
    });
    const [home] = screen.getAllByTestId('odds-button');
    expect(home).toHaveTextContent('2.15');
    expect(home).toHaveAttribute('data-flash', 'up');
    expect(screen.getByTestId('event-live-clock')).toHaveTextContent("1st half 14'");

    publish({
      kind: 'market',
      eventId: 'ev-1',
      market: aMarket({ id: 'm-other', status: 'suspended' }),
    });
    expect(home).toBeEnabled();
    publish({ kind: 'market', eventId: 'ev-1', market: { ...moved, status: 'suspended' } });
    expect(home).toBeDisabled();
  });
});

describe('EventRow in Russian', () => {
  afterEach(() => i18n.changeLanguage('en'));

  const renderRow = (event: ReturnType<typeof anEvent>) =>
    renderWithProviders(
      <ul>
        <EventRow event={event} />
      </ul>,
      { wrapper: AsVisitor },
    );
  const buttonNames = () =>
    screen.getAllByTestId('odds-button').map((button) => button.getAttribute('aria-label'));

  it("names the main market's outcomes in its prices' labels", async () => {
    await i18n.changeLanguage('ru');
    renderRow(anEvent());
    expect(screen.getAllByTestId('odds-button').map((button) => button.textContent)).toEqual([
      '12.10',
      'X3.40',
      '23.50',
    ]);
    expect(buttonNames()).toEqual([
      'Arsenal, коэффициент 2.10',
      'Ничья, коэффициент 3.40',
      'Chelsea, коэффициент 3.50',
    ]);
  });

  it("names an outright's competitors by the server's names", async () => {
    await i18n.changeLanguage('ru');
    const race = anEvent({
      home: null,
      away: null,
      name: 'Monaco Grand Prix',
      mainMarket: aMarket({
        id: 'm-race',
        type: 'outright',
        name: 'Outright winner',
        outcomes: [
          anOutcome('c-ver', 'Max Verstappen', 2500),
          anOutcome('c-nor', 'Lando Norris', 3200),
        ],
      }),
    });
    renderRow(race);
    expect(buttonNames()).toEqual([
      'Max Verstappen, коэффициент 2.50',
      'Lando Norris, коэффициент 3.20',
    ]);
  });
});
