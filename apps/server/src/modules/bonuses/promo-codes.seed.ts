import { ZBonusTermsInput, type TBonusTermsInput } from '@aurum/contracts/bonuses';
import type { SeedStep } from '../../db/seed-step';
import { bonusOffers, promoCodes } from '../../db/schema';
import { ACCOUNT_PRECISION } from '../wallet/currencies.seed';
import { storeTerms, termsFromInput } from './terms';

interface TSeedPromo {
  code: string;
  title: string;
  terms: Partial<TBonusTermsInput>;
  startsAt: string;
  endsAt: string | null;
  totalLimit: number | null;
}

/**
 * The demo's promo codes: a fixed $10 bonus, +50% on the next deposit, the wheel's $5 prize,
 * and a summer code long over, to show a refusal.
 */
export const DEMO_PROMO_CODES: readonly TSeedPromo[] = [
  {
    code: 'WELCOME10',
    title: 'Promo code: $10 bonus',
    terms: { fixedAmount: '10', wager: 20, wagerMaxBet: '5', maxAmount: '100', deadlineHours: 168 },
    startsAt: '2024-01-01T00:00:00.000Z',
    endsAt: null,
    totalLimit: null,
  },
  {
    code: 'RELOAD50',
    title: 'Promo code: +50% on your next deposit',
    terms: {
      amountMultiplier: '0.5',
      minDeposit: '10',
      maxDeposit: '200',
      wager: 30,
      wagerMaxBet: '10',
      maxAmountMultiplier: 10,
      deadlineHours: 72,
    },
    startsAt: '2024-01-01T00:00:00.000Z',
    endsAt: null,
    totalLimit: 1000,
  },
  {
    // The demo wheel's promo prize (wheel.seed.ts): a $5 bonus, one per player.
    code: 'LUCKY5',
    title: 'Turbine of luck: $5 bonus',
    terms: { fixedAmount: '5', wager: 20, wagerMaxBet: '2', deadlineHours: 72 },
    startsAt: '2024-01-01T00:00:00.000Z',
    endsAt: null,
    totalLimit: null,
  },
  {
    code: 'SUMMER2024',
    title: 'Summer promo: $20 bonus',
    terms: { fixedAmount: '20', wager: 25, deadlineHours: 72 },
    startsAt: '2024-06-01T00:00:00.000Z',
    endsAt: '2024-09-01T00:00:00.000Z',
    totalLimit: 500,
  },
];

export const promoCodesSeed: SeedStep = {
  name: 'promo-codes.demo.v1',
  applies: (context) => context.demo,
  async run(tx) {
    for (const promo of DEMO_PROMO_CODES) {
      const [offer] = await tx
        .insert(bonusOffers)
        .values({
          kind: 'promo',
          step: null,
          title: promo.title,
          terms: storeTerms(termsFromInput(ZBonusTermsInput.parse(promo.terms), ACCOUNT_PRECISION)),
        })
        .returning({ id: bonusOffers.id });
      if (!offer) throw new Error(`promo offer ${promo.code} not inserted`);
      await tx.insert(promoCodes).values({
        code: promo.code,
        offerId: offer.id,
        startsAt: new Date(promo.startsAt),
        endsAt: promo.endsAt === null ? null : new Date(promo.endsAt),
        totalLimit: promo.totalLimit,
      });
    }
  },
};
