import type { TBonusTermsInput } from '@aurum/contracts/bonuses';
import { ZBonusTermsInput } from '@aurum/contracts/bonuses';
import type { SeedStep } from '../../db/seed-step';
import { bonusOffers } from '../../db/schema';
import { ACCOUNT_PRECISION } from '../wallet/currencies.seed';
import { storeTerms, termsFromInput } from './terms';

/**
 * Live and fast games count less toward wagering than slots, by category key; a game none of
 * whose categories is named counts in full.
 */
export const GAMES_WAGERS = {
  live: 10,
  'live-roulette': 10,
  crash: 50,
  dice: 50,
  mines: 50,
  plinko: 50,
};

interface TSeedOffer {
  kind: 'welcome' | 'everyday' | 'personal';
  step: number | null;
  title: string;
  terms: Partial<TBonusTermsInput>;
}

/** The demo's offers: four welcome steps (two for the fourth), the everyday bonus, two personal. */
export const DEMO_OFFERS: readonly TSeedOffer[] = [
  {
    kind: 'welcome',
    step: 1,
    title: 'Welcome bonus +100%',
    terms: { amountMultiplier: '1', minDeposit: '10', maxDeposit: '500', maxAmountMultiplier: 10 },
  },
  {
    kind: 'welcome',
    step: 2,
    title: 'Second deposit +75%',
    terms: {
      amountMultiplier: '0.75',
      minDeposit: '15',
      maxDeposit: '750',
      maxAmountMultiplier: 10,
    },
  },
  {
    kind: 'welcome',
    step: 3,
    title: 'Third deposit +50%',
    terms: {
      amountMultiplier: '0.5',
      minDeposit: '20',
      maxDeposit: '1000',
      maxAmountMultiplier: 10,
    },
  },
  {
    kind: 'welcome',
    step: 4,
    title: 'Fourth deposit +50% and 50 free spins',
    terms: {
      amountMultiplier: '0.5',
      minDeposit: '50',
      maxDeposit: '1000',
      freespinsCount: 50,
      freespinsAmount: '0.20',
      maxAmountMultiplier: 10,
    },
  },
  {
    kind: 'welcome',
    step: 4,
    title: 'Fourth deposit +25% and 25 free spins',
    terms: {
      amountMultiplier: '0.25',
      minDeposit: '20',
      maxDeposit: '1000',
      freespinsCount: 25,
      freespinsAmount: '0.20',
      maxAmountMultiplier: 10,
    },
  },
  {
    kind: 'everyday',
    step: null,
    title: 'Everyday bonus +10%',
    terms: {
      amountMultiplier: '0.1',
      minDeposit: '20',
      maxDeposit: '200',
      wager: 20,
      deadlineHours: 24,
    },
  },
  {
    kind: 'personal',
    step: null,
    title: 'VIP reload +30%',
    terms: { amountMultiplier: '0.3', minDeposit: '50', maxDeposit: '2000', wager: 25 },
  },
  {
    kind: 'personal',
    step: null,
    title: 'Birthday gift',
    terms: { fixedAmount: '25', wager: 10, maxAmount: '250', deadlineHours: 168 },
  },
];

export const bonusOffersSeed: SeedStep = {
  name: 'bonus-offers.demo.v1',
  applies: (context) => context.demo,
  async run(tx) {
    await tx.insert(bonusOffers).values(
      DEMO_OFFERS.map((offer) => ({
        kind: offer.kind,
        step: offer.step,
        title: offer.title,
        terms: storeTerms(
          termsFromInput(
            ZBonusTermsInput.parse({ gamesWagers: GAMES_WAGERS, ...offer.terms }),
            ACCOUNT_PRECISION,
          ),
        ),
      })),
    );
  },
};
