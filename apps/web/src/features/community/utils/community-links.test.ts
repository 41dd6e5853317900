import { describe, expect, it } from 'vitest';
import { getCommunityLinks } from './community-links';

const hrefOf = (language: string, network: string) =>
  getCommunityLinks(language).find((link) => link.network === network)?.href;

describe('getCommunityLinks', () => {
  it.each(['ru', 'kk', 'az', 'uz', 'uk'])('sends %s to the Russian Telegram community', (code) => {
    expect(hrefOf(code, 'telegram')).toBe('https://t.me/aurum_casino_ru');
  });

  it.each(['en', 'pl', 'id', 'hi'])('sends %s to the English Telegram community', (code) => {
    expect(hrefOf(code, 'telegram')).toBe('https://t.me/aurum_casino');
  });

  it('gives the Russian Instagram page to ru only', () => {
    expect(hrefOf('ru', 'instagram')).toBe('https://instagram.com/aurum_casino_ru');
    expect(hrefOf('kk', 'instagram')).toBe('https://instagram.com/aurum_casino');
    expect(hrefOf('en', 'instagram')).toBe('https://instagram.com/aurum_casino');
  });

  it('uses one X account for everyone', () => {
    expect(hrefOf('ru', 'x')).toBe('https://x.com/aurum_casino');
    expect(hrefOf('en', 'x')).toBe('https://x.com/aurum_casino');
  });
});
