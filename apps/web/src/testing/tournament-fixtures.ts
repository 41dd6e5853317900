import type {
  TLeaderboardRow,
  TTournamentCard,
  TTournamentDetail,
  TTournamentPosition,
} from '@aurum/contracts/tournaments';
import { aUsdMoney } from './sportsbook-fixtures';

export const TOURNAMENT_ID = '0b5a8f6e-2f7c-4a51-9d0e-6a1b2c3d4e5f';

const HOUR = 60 * 60 * 1000;

/** A running casino "most wagered" tournament ending in two days, with a 1,000.00 USD pool. */
export function aTournamentCard(overrides: Partial<TTournamentCard> = {}): TTournamentCard {
  return {
    id: TOURNAMENT_ID,
    names: { en: 'Golden Race', ru: 'Золотая гонка' },
    kind: 'total_wagered',
    product: 'casino',
    phase: 'running',
    status: 'running',
    vipPlayersOnly: false,
    joinRequired: false,
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 48 * HOUR + 5 * 60 * 1000).toISOString(),
    prizePool: aUsdMoney('1000.00'),
    prizePlaces: 2,
    ...overrides,
  };
}

export function aPosition(overrides: Partial<TTournamentPosition> = {}): TTournamentPosition {
  return {
    tournamentId: TOURNAMENT_ID,
    place: 3,
    score: '12.50',
    joined: true,
    nextPrizePlace: 2,
    gapToNextPrize: '7.50',
    ...overrides,
  };
}

export function aLeaderboardRow(overrides: Partial<TLeaderboardRow> = {}): TLeaderboardRow {
  return { place: 1, player: 'al***er', score: '40.00', isMe: false, prize: null, ...overrides };
}

/** The card's detail: two cash prizes, three players on the board, the caller third. */
export function aTournamentDetail(overrides: Partial<TTournamentDetail> = {}): TTournamentDetail {
  return {
    ...aTournamentCard(),
    descriptions: { en: 'Wager the most to win.', ru: 'Ставьте больше всех.' },
    minBet: aUsdMoney('0.10'),
    gameIds: [],
    providerIds: [],
    dailyCap: null,
    roundPoints: 1,
    prizes: [
      { place: 1, kind: 'cash', amount: aUsdMoney('700.00'), spins: null },
      { place: 2, kind: 'cash', amount: aUsdMoney('300.00'), spins: null },
    ],
    participants: 3,
    leaderboard: [
      aLeaderboardRow({
        prize: { place: 1, kind: 'cash', amount: aUsdMoney('700.00'), spins: null },
      }),
      aLeaderboardRow({
        place: 2,
        player: 'bo***ob',
        score: '20.00',
        prize: { place: 2, kind: 'cash', amount: aUsdMoney('300.00'), spins: null },
      }),
      aLeaderboardRow({ place: 3, player: 'pl***er', score: '12.50', isMe: true }),
    ],
    me: aPosition(),
    ...overrides,
  };
}
