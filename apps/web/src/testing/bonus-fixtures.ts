import type {
  TBonusConditions,
  TFreeSpins,
  TBonusList,
  TBonusSettings,
  TBonusTemplate,
  TUserBonus,
} from '@aurum/contracts/bonuses';
import type { TMoney } from '@aurum/contracts/money';

/** A USD amount (two decimals) of a decimal text such as "12.50". */
export function aUsd(primaryValue: string): TMoney {
  const [whole = '0', fraction = ''] = primaryValue.split('.');
  const value = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  return { value, primaryValue, primaryPrecision: 2 };
}

export function aBonusConditions(overrides: Partial<TBonusConditions> = {}): TBonusConditions {
  return {
    id: 'offer-1',
    type: 'welcome',
    minDepositNumber: 1,
    minDeposit: aUsd('10.00'),
    maxDeposit: null,
    amountMultiplier: '1',
    fixedAmount: null,
    freespinsCount: 0,
    freespinsAmount: null,
    freespinsGame: null,
    wager: 35,
    wagerFreespins: 35,
    wagerMaxBet: null,
    maxAmount: aUsd('500.00'),
    maxAmountMultiplier: null,
    freespinsMaxAmount: null,
    freespinsMaxAmountMultiplier: null,
    deadlineHours: 72,
    gamesWagers: {},
    ...overrides,
  };
}

/** An offer: a welcome `step` by default, or an everyday or personal one by `kind`. */
export function aBonusTemplate({
  kind = 'welcome',
  step = 1,
  conditions,
  ...overrides
}: Omit<Partial<TBonusTemplate>, 'conditions'> & {
  kind?: TBonusConditions['type'];
  step?: number;
  conditions?: Partial<TBonusConditions>;
} = {}): TBonusTemplate {
  return {
    id: `offer-${kind}-${step}`,
    title: kind === 'welcome' ? `Welcome bonus ${step}` : `${kind} bonus`,
    isPersonal: kind === 'personal',
    isClaimed: false,
    isFirst: kind === 'welcome' && step === 1,
    isCurrent: false,
    status: 'active',
    conditions: aBonusConditions({
      type: kind,
      minDepositNumber: kind === 'welcome' ? step : 0,
      ...conditions,
    }),
    ...overrides,
  };
}

/** An active $100 grant, a quarter wagered ($875 of $3,500), ending 2026-03-16 17:30 UTC. */
export function aUserBonus(overrides: Partial<TUserBonus> = {}): TUserBonus {
  return {
    id: '7b0f6a4e-2a51-4d8e-9f5c-1b2c3d4e5f60',
    title: 'Welcome bonus 1',
    status: 'active',
    isPersonal: false,
    amount: aUsd('100.00'),
    balance: aUsd('80.50'),
    wager: { current: aUsd('875.00'), total: aUsd('3500.00') },
    expiresAt: '2026-03-16T17:30:00.000Z',
    endedAt: null,
    endReason: null,
    convertedAmount: null,
    conditions: aBonusConditions({ wagerMaxBet: aUsd('5.00') }),
    createdAt: '2026-03-13T17:30:00.000Z',
    ...overrides,
  };
}

export function aBonusList(overrides: Partial<TBonusList> = {}): TBonusList {
  return {
    depositCount: 0,
    everydayUnlocksAt: null,
    templates: [],
    bonuses: [],
    freeSpins: [],
    ...overrides,
  };
}

/** 50 free spins of 0.20 on a slot, 12 played, 3.40 won. */
export function aFreeSpins(overrides: Partial<TFreeSpins> = {}): TFreeSpins {
  return {
    id: '2c9a6f4e-2a51-4d8e-9f5c-1b2c3d4e5f61',
    bonusId: '7b0f6a4e-2a51-4d8e-9f5c-1b2c3d4e5f60',
    title: 'Fourth deposit +50% and 50 free spins',
    gameId: 42,
    gameTitle: 'Pharaoh’s Fortune Lines',
    total: 50,
    remaining: 38,
    stake: aUsd('0.20'),
    winnings: aUsd('3.40'),
    status: 'active',
    expiresAt: '2026-03-16T17:30:00.000Z',
    winningsBonusId: null,
    granted: null,
    createdAt: '2026-03-13T17:30:00.000Z',
    ...overrides,
  };
}

export function aBonusSettings(overrides: Partial<TBonusSettings> = {}): TBonusSettings {
  return {
    isWelcomeEnabledFiat: true,
    isWelcomeEnabledCrypto: true,
    preferredFiat: null,
    preferredCrypto: null,
    ...overrides,
  };
}
