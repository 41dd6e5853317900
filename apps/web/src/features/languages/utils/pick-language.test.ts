import { describe, expect, it } from 'vitest';
import { pickLanguage, toLocaleCode } from './pick-language';

describe('toLocaleCode', () => {
  it('reduces a browser tag to its platform code', () => {
    expect(toLocaleCode('ru-RU')).toBe('ru');
    expect(toLocaleCode('en_GB')).toBe('en');
    expect(toLocaleCode(' UK ')).toBe('uk');
  });

  it('rejects languages the platform does not know', () => {
    expect(toLocaleCode('de-DE')).toBeUndefined();
    expect(toLocaleCode('')).toBeUndefined();
  });
});

describe('pickLanguage', () => {
  it('keeps the stored choice while it is offered', () => {
    expect(pickLanguage({ offered: ['en', 'ru'], stored: 'ru', browserLanguages: ['en-US'] })).toBe(
      'ru',
    );
  });

  it('ignores a stored choice the API no longer offers', () => {
    expect(pickLanguage({ offered: ['en', 'ru'], stored: 'pl', browserLanguages: ['ru-RU'] })).toBe(
      'ru',
    );
  });

  it('detects the first offered browser language on a first visit', () => {
    expect(
      pickLanguage({ offered: ['en', 'ru', 'uk'], browserLanguages: ['de-DE', 'uk-UA', 'ru'] }),
    ).toBe('uk');
  });

  it('never picks a browser language that is not offered', () => {
    expect(pickLanguage({ offered: ['en', 'ru'], browserLanguages: ['pl-PL', 'kk'] })).toBe('en');
  });

  it('falls back to the first offered code when English is not offered', () => {
    expect(pickLanguage({ offered: ['ru', 'kk'], browserLanguages: ['de'] })).toBe('ru');
  });

  it('decides nothing when the list is empty (failed to load)', () => {
    expect(pickLanguage({ offered: [], stored: 'ru', browserLanguages: ['ru'] })).toBeUndefined();
  });
});
