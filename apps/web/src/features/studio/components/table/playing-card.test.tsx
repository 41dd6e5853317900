import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayingCard } from './playing-card';

describe('PlayingCard', () => {
  it('draws the rank and suit of a dealt card number, red for hearts and diamonds', () => {
    render(
      <>
        <PlayingCard card={0} testId="ace-spades" />
        <PlayingCard card={13 + 11} testId="queen-hearts" />
        <PlayingCard card={39 + 9} testId="ten-clubs" />
      </>,
    );
    expect(screen.getByTestId('ace-spades')).toHaveAttribute('data-card', 'A♠');
    expect(screen.getByTestId('queen-hearts')).toHaveAttribute('data-card', 'Q♥');
    expect(screen.getByTestId('queen-hearts').className).toContain('text-[#c8102e]');
    expect(screen.getByTestId('ten-clubs')).toHaveAttribute('data-card', '10♣');
    expect(screen.getByTestId('ten-clubs').className).not.toContain('text-[#c8102e]');
  });

  it('draws the back, with nothing about the card, when it is face down', () => {
    render(<PlayingCard card={null} testId="hole" />);
    expect(screen.getByTestId('hole')).toHaveAttribute('data-card', 'back');
    expect(screen.getByTestId('hole')).not.toHaveAttribute('role', 'img');
  });
});
