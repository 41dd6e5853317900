import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { aMarket, anEvent } from '@/testing/sportsbook-fixtures';
import { betSlip } from '../hooks/use-bet-slip';
import { OddsButton } from './odds-button';
import { OddsFormatSelect } from './odds-format-select';

const market = aMarket();
const [home] = market.outcomes;

beforeEach(() => {
  betSlip.reset();
  localStorage.clear();
});

describe('OddsFormatSelect', () => {
  it('switches every price between decimal, fractional and American, and remembers it', async () => {
    if (!home) throw new Error('fixture has no outcome');
    const ui = (
      <>
        <OddsFormatSelect />
        <OddsButton event={anEvent()} market={market} outcome={home} />
      </>
    );
    const first = renderWithProviders(ui);
    const user = userEvent.setup();
    const button = () => screen.getByTestId('odds-button');
    expect(button()).toHaveTextContent('2.10');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Odds format' }), 'fractional');
    expect(button()).toHaveTextContent('11/10');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Odds format' }), 'american');
    expect(button()).toHaveTextContent('+110');

    first.unmount();
    renderWithProviders(ui);
    expect(screen.getByRole('combobox', { name: 'Odds format' })).toHaveValue('american');
    expect(button()).toHaveTextContent('+110');
  });
});
