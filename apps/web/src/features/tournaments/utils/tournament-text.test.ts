import { describe, expect, it } from 'vitest';
import { formatScore, localized } from './tournament-text';

describe('tournament texts', () => {
  it('names in the interface language, else English', () => {
    expect(localized({ en: 'Race', ru: 'Гонка' }, 'ru')).toBe('Гонка');
    expect(localized({ en: 'Race' }, 'ru')).toBe('Race');
    expect(localized({ en: 'Race', ru: 'Гонка' }, 'en-US')).toBe('Race');
  });

  it('shows each kind of score for the locale, from its decimal text', () => {
    expect(formatScore('total_wagered', '1842.50', 'en')).toBe('1,842.50 USD');
    expect(formatScore('total_wagered', '1842.50', 'ru')).toBe('1\u00a0842,50 USD');
    expect(formatScore('best_multiplier', '3.2500', 'en')).toBe('×3.25');
    expect(formatScore('sum_multipliers', '12.1257', 'en')).toBe('×12.1257');
    expect(formatScore('points_per_round', '1200', 'en')).toBe('1,200');
  });
});
