import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeAuthGate } from '@/testing/auth-gate';
import { fakeApi } from '@/testing/fake-api';
import { stubFetch } from '@/testing/fixtures';
import { installMatchMedia } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/render-with-providers';
import { betSlip } from '../hooks/use-bet-slip';
import { BetSlipDock } from './bet-slip-dock';

const fetchMock = stubFetch();
const pick = {
  eventId: 'e1',
  eventName: 'Arsenal - Chelsea',
  marketId: 'm1',
  marketName: '1X2',
  outcomeId: 'home',
  outcomeName: 'Arsenal',
  odds: 2100,
};

function renderDock() {
  fetchMock.mockImplementation(fakeApi({}));
  renderWithProviders(<BetSlipDock />, { wrapper: fakeAuthGate(false).Wrapper });
}

beforeEach(() => betSlip.reset());

describe('BetSlipDock', () => {
  it('is a side panel on desktop', () => {
    renderDock();
    act(() => betSlip.toggle(pick));
    const panel = screen.getByTestId('bet-slip-panel');
    expect(within(panel).getByTestId('slip-leg')).toHaveTextContent('Arsenal');
    expect(screen.queryByTestId('bet-slip-open')).not.toBeInTheDocument();
  });

  it('is a drawer behind a counted button on a phone', async () => {
    installMatchMedia(375);
    renderDock();
    expect(screen.queryByTestId('bet-slip-panel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bet-slip-count')).not.toBeInTheDocument();
    act(() => betSlip.toggle(pick));
    expect(screen.getByTestId('bet-slip-count')).toHaveTextContent('1');

    await userEvent.setup().click(screen.getByTestId('bet-slip-open'));
    const drawer = await screen.findByRole('dialog', { name: 'Bet slip' });
    expect(within(drawer).getByTestId('slip-leg')).toHaveTextContent('Arsenal');
  });
});
