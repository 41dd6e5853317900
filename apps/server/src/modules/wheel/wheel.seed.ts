import { ZBonusTermsInput } from '@aurum/contracts/bonuses';
import { parseDecimal } from '@aurum/contracts/money';
import type { TWheelPrizeKind } from '@aurum/contracts/wheel';
import { bonusOffers, wheelPrizes, wheelTables } from '../../db/schema';
import type { SeedStep } from '../../db/seed-step';
import { GAMES_WAGERS } from '../bonuses/bonuses.seed';
import { storeTerms, termsFromInput } from '../bonuses/terms';
import { ACCOUNT_PRECISION } from '../wallet/currencies.seed';

/** The demo's promo code won on the wheel. */
export const DEMO_WHEEL_PROMO_CODE = 'LUCKY5';

/**
 * The demo wheel, in wheel order: small main prizes most of the time, three segments of nothing,
 * two bonus prizes (on the demo's wheel bonus offer), a promo code and a rare $1,000. Weights
 * sum to 100,000, so a weight reads as thousandths of a percent; a spin costs about $0.41.
 */
export const DEMO_WHEEL: readonly { kind: TWheelPrizeKind; amount: string; weight: number }[] = [
  { kind: 'main', amount: '0.10', weight: 18_000 },
  { kind: 'none', amount: '0', weight: 12_000 },
  { kind: 'main', amount: '0.25', weight: 14_000 },
  { kind: 'bonus', amount: '1', weight: 6_000 },
  { kind: 'main', amount: '0.50', weight: 10_000 },
  { kind: 'none', amount: '0', weight: 12_000 },
  { kind: 'promo', amount: '5', weight: 4_000 },
  { kind: 'main', amount: '1', weight: 5_000 },
  { kind: 'main', amount: '0.20', weight: 8_000 },
  { kind: 'bonus', amount: '5', weight: 1_000 },
  { kind: 'none', amount: '0', weight: 6_000 },
  { kind: 'main', amount: '2', weight: 2_000 },
  { kind: 'main', amount: '5', weight: 800 },
  { kind: 'main', amount: '0.15', weight: 1_195 },
  { kind: 'main', amount: '1000', weight: 5 },
];

/** The offer whose terms the wheel's bonus prizes are granted on (the prize sets the amount). */
const WHEEL_BONUS_OFFER = {
  kind: 'promo',
  title: 'Turbine of luck bonus',
  terms: {
    fixedAmount: '1',
    wager: 20,
    wagerMaxBet: '2',
    maxAmount: '100',
    deadlineHours: 72,
    gamesWagers: GAMES_WAGERS,
  },
} as const;

export const wheelSeed: SeedStep = {
  name: 'wheel.demo.v1',
  applies: (context) => context.demo,
  async run(tx) {
    const [offer] = await tx
      .insert(bonusOffers)
      .values({
        kind: WHEEL_BONUS_OFFER.kind,
        title: WHEEL_BONUS_OFFER.title,
        terms: storeTerms(
          termsFromInput(ZBonusTermsInput.parse(WHEEL_BONUS_OFFER.terms), ACCOUNT_PRECISION),
        ),
      })
      .returning({ id: bonusOffers.id });
    if (!offer) throw new Error('wheel bonus offer not inserted');
    await tx.insert(wheelTables).values({ version: 1, createdBy: null });
    await tx.insert(wheelPrizes).values(
      DEMO_WHEEL.map((prize, position) => ({
        tableVersion: 1,
        position,
        kind: prize.kind,
        amount: parseDecimal(prize.amount, ACCOUNT_PRECISION),
        weight: prize.weight,
        promoCode: prize.kind === 'promo' ? DEMO_WHEEL_PROMO_CODE : null,
        bonusOfferId: prize.kind === 'bonus' ? offer.id : null,
      })),
    );
  },
};
