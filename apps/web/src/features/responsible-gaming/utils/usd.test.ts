import { describe, expect, it } from 'vitest';
import { usd } from './usd';

describe('usd', () => {
  it("writes an account amount in the player's language", () => {
    const money = { primaryValue: '1080.5', primaryPrecision: 2 };
    expect(usd(money, 'en')).toBe('1,080.50 USD');
    expect(usd(money, 'ru').replace(/\s/g, ' ')).toBe('1 080,50 USD');
  });
});
