import { describe, expect, it } from 'vitest';
import { PLINKO_RISKS, PLINKO_ROWS } from './games/plinko';
import { freeSpinWinBound } from './games/slot-rtp';
import { SLOT_LINES } from './games/slot-lines-data';
import { SLOT_WAYS } from './games/slot-ways-data';
import { exactRtp, exactSlotHitRate, exactSlotStats } from './rtp';
import { readPackageFile } from './test-support';
import { GAME_TYPES } from './types';
import { VARIANTS } from './variants';

const readme = readPackageFile('README.md');

/** Rows of the README's RTP table: | type | variant | `params` | documented | exact | */
function readmeRows(): { type: string; variant: string; params: unknown; rtp: string }[] {
  const rows = [
    ...readme.matchAll(
      /^\|\s*`([a-z-]+)`\s*\|\s*`([a-z0-9-]+)`\s*\|\s*(.*?)\s*\|\s*([\d.]+)\s*\|/gm,
    ),
  ];
  return rows.map(([, type = '', variant = '', params = '', rtp = '']) => ({
    type,
    variant,
    params: params === '—' ? undefined : (JSON.parse(params.replaceAll('`', '')) as unknown),
    rtp,
  }));
}

describe('documented RTP', () => {
  it('VARIANTS states exactRtp to two decimals', () => {
    for (const type of GAME_TYPES) {
      for (const { id, rtp } of VARIANTS[type]) {
        expect(Math.abs(exactRtp(type, id) - Number(rtp)), `${type}/${id}`).toBeLessThanOrEqual(
          0.01,
        );
        expect(rtp).toMatch(/^\d{2}\.\d{2}$/);
      }
    }
  });

  it('holds for every dice target, mines strategy and plinko table too', () => {
    for (let target = 100; target <= 9800; target += 7) {
      for (const direction of ['under', 'over']) {
        expect(
          Math.abs(exactRtp('dice', 'classic', { target, direction }) - 99),
        ).toBeLessThanOrEqual(0.01);
      }
    }
    for (let mines = 1; mines <= 24; mines++) {
      for (let picks = 1; picks <= 25 - mines; picks++) {
        expect(Math.abs(exactRtp('mines', 'classic', { mines, picks }) - 99)).toBeLessThanOrEqual(
          0.01,
        );
      }
    }
    for (const rows of PLINKO_ROWS) {
      for (const risk of PLINKO_RISKS) {
        expect(Math.abs(exactRtp('plinko', 'classic', { rows, risk }) - 99)).toBeLessThanOrEqual(
          0.01,
        );
      }
    }
  });

  it('the README table lists every variant and matches exactRtp to 0.01', () => {
    const rows = readmeRows();
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      const type = GAME_TYPES.find((known) => known === row.type);
      expect(type, row.type).toBeDefined();
      if (!type) continue;
      const exact = exactRtp(type, row.variant, row.params);
      expect(Math.abs(exact - Number(row.rtp)), JSON.stringify(row)).toBeLessThanOrEqual(0.01);
    }
    for (const type of GAME_TYPES) {
      for (const { id, rtp } of VARIANTS[type]) {
        expect(
          rows.some((row) => row.type === type && row.variant === id && row.rtp === rtp),
          `${type}/${id}`,
        ).toBe(true);
      }
    }
  });
});

describe('slot maths', () => {
  const slots = [
    ...Object.entries(SLOT_LINES).map(([id, { rules, paylines }]) => ({
      type: 'slot-lines' as const,
      id,
      rules,
      paylines,
    })),
    ...Object.entries(SLOT_WAYS).map(([id, rules]) => ({
      type: 'slot-ways' as const,
      id,
      rules,
      paylines: undefined,
    })),
  ];

  it('lands between 95.5% and 96.8% with a 20–35% hit rate', () => {
    for (const { type, id } of slots) {
      const rtp = exactRtp(type, id);
      expect(rtp).toBeGreaterThanOrEqual(95.5);
      expect(rtp).toBeLessThanOrEqual(96.8);
      const hitRate = exactSlotHitRate(type, id);
      expect(hitRate).toBeGreaterThanOrEqual(0.2);
      expect(hitRate).toBeLessThanOrEqual(0.35);
      const stats = exactSlotStats(type, id);
      expect(stats.baseRtp + stats.freeRtp).toBeCloseTo(rtp, 10);
    }
  });

  it('keeps every single spin below the maximum win, pays rising with the count', () => {
    for (const { rules, paylines, id } of slots) {
      expect(freeSpinWinBound(rules, paylines), id).toBeLessThan(rules.maxMultiplier);
      for (const [three, four, five] of Object.values(rules.paytable)) {
        expect(three).toBeLessThanOrEqual(four);
        expect(four).toBeLessThanOrEqual(five);
      }
    }
  });
});
