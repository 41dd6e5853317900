import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCountdown } from './banner-countdown';

const NOW = Date.UTC(2026, 2, 14, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const figures = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.textContent)
    .join(' ');

describe('BannerCountdown', () => {
  it('counts days, hours, minutes and seconds down every second', () => {
    const endsAt = new Date(NOW + (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000).toISOString();
    render(<BannerCountdown endsAt={endsAt} />);
    expect(figures()).toBe('02days 03hrs 04min 05sec');

    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    expect(figures()).toBe('02days 03hrs 03min 59sec');
  });

  it('disappears once the offer has ended', () => {
    render(<BannerCountdown endsAt={new Date(NOW + 2_000).toISOString()} />);
    expect(screen.getByTestId('banner-countdown')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.queryByTestId('banner-countdown')).not.toBeInTheDocument();
  });
});
