import { describe, expect, it } from 'vitest';
import { bannerVisible, type TBannerViewer } from './banner-targeting';

const guest: TBannerViewer = { signedIn: false, isVip: false, country: 'DE', billing: undefined };
const player: TBannerViewer = {
  signedIn: true,
  isVip: false,
  country: 'DE',
  billing: { depositCount: 0, depositSumMinor: 0n },
};
const depositor: TBannerViewer = {
  ...player,
  billing: { depositCount: 3, depositSumMinor: 25_000n },
};
const vip: TBannerViewer = { ...depositor, isVip: true };

describe('bannerVisible', () => {
  it.each([
    ['everyone', {}, [true, true, true, true]],
    ['guests only', { playerCategory: 'guests' as const }, [true, false, false, false]],
    ['signed-in only', { playerCategory: 'authorized' as const }, [false, true, true, true]],
    ['VIP only', { playerCategory: 'vip' as const }, [false, false, false, true]],
    ['first depositors', { depositsCountFrom: 1 }, [true, false, true, true]],
    ['no deposits yet', { depositsCountTo: 0 }, [true, true, false, false]],
    [
      'deposit sum 100-300',
      { depositsFrom: '10000', depositsTo: '30000' },
      [true, false, true, true],
    ],
    ['deposit sum above 500', { depositsFrom: '50000' }, [true, false, false, false]],
    ['Germany', { geo: ['DE'] }, [true, true, true, true]],
    ['Poland', { geo: ['PL'] }, [false, false, false, false]],
  ])('%s', (_name, targeting, expected) => {
    expect(
      [guest, player, depositor, vip].map((viewer) => bannerVisible(targeting, viewer)),
    ).toEqual(expected);
  });

  it('needs a known country for a geo rule', () => {
    expect(bannerVisible({ geo: ['DE'] }, { ...guest, country: undefined })).toBe(false);
  });

  it('skips deposit rules when billing is unknown, but not the others', () => {
    expect(bannerVisible({ depositsCountFrom: 5, playerCategory: 'guests' }, guest)).toBe(true);
    expect(bannerVisible({ depositsCountFrom: 5, playerCategory: 'authorized' }, guest)).toBe(
      false,
    );
  });
});
