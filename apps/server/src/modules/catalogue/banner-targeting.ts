import type { TBannerTargeting } from '../../db/schema/catalogue';

export interface TBannerViewer {
  signedIn: boolean;
  isVip: boolean;
  country: string | undefined;
  /** Unknown for visitors: the deposit rules are then skipped. */
  billing: { depositCount: number; depositSumMinor: bigint } | undefined;
}

const within = (value: bigint, from: bigint | undefined, to: bigint | undefined) =>
  (from === undefined || value >= from) && (to === undefined || value <= to);

/** Whether a banner's targeting lets this viewer see it; evaluated on the server only. */
export function bannerVisible(targeting: TBannerTargeting, viewer: TBannerViewer): boolean {
  if (targeting.geo && targeting.geo.length > 0) {
    if (!viewer.country || !targeting.geo.includes(viewer.country)) return false;
  }
  switch (targeting.playerCategory ?? 'all') {
    case 'guests':
      if (viewer.signedIn) return false;
      break;
    case 'authorized':
      if (!viewer.signedIn) return false;
      break;
    case 'vip':
      if (!viewer.isVip) return false;
      break;
    case 'all':
      break;
  }
  if (viewer.billing) {
    const count = BigInt(viewer.billing.depositCount);
    const countFrom =
      targeting.depositsCountFrom === undefined ? undefined : BigInt(targeting.depositsCountFrom);
    const countTo =
      targeting.depositsCountTo === undefined ? undefined : BigInt(targeting.depositsCountTo);
    if (!within(count, countFrom, countTo)) return false;
    const sumFrom =
      targeting.depositsFrom === undefined ? undefined : BigInt(targeting.depositsFrom);
    const sumTo = targeting.depositsTo === undefined ? undefined : BigInt(targeting.depositsTo);
    if (!within(viewer.billing.depositSumMinor, sumFrom, sumTo)) return false;
  }
  return true;
}
