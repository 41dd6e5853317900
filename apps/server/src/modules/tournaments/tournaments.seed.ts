import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  banners,
  bonusOffers,
  tournamentPrizes,
  tournaments,
  tournamentScoreEvents,
  tournamentStandings,
  users,
} from '../../db/schema';
import type { SeedStep } from '../../db/seed-step';

const DAY = 24 * 60 * 60 * 1000;
const USD = 100n;

/** Demo players the seeded leaderboards show (accounts nobody can sign in to). */
const DEMO_PLAYERS = ['goldrush', 'luckystar', 'nightowl', 'redbaron', 'silverfox', 'wildcard'];

type TSeedPrize = { kind: 'cash' | 'bonus'; amount: bigint };
interface TSeedTournament {
  names: Record<string, string>;
  descriptions: Record<string, string>;
  kind: string;
  product: 'casino' | 'sportsbook';
  minBet?: bigint;
  vipPlayersOnly?: boolean;
  joinRequired?: boolean;
  /** Days from now. */
  starts: number;
  ends: number;
  status: 'scheduled' | 'running' | 'finished';
  prizes: TSeedPrize[];
  /** Demo players' scores, highest first. */
  scores: bigint[];
  /** A carousel banner advertising it, counting down to its end. */
  banner?: { theme: string; texts: Record<string, { title: string; text: string }> };
}

const cash = (dollars: number): TSeedPrize => ({ kind: 'cash', amount: BigInt(dollars) * USD });

const DEMO: TSeedTournament[] = [
  {
    names: { en: 'Weekly wager race', ru: 'Недельная гонка ставок' },
    descriptions: {
      en: 'Join, then every casino bet of $0.50 or more counts its stake. The biggest total wagered wins.',
      ru: 'Присоединяйтесь: каждая ставка в казино от $0.50 засчитывается суммой. Побеждает наибольший оборот.',
    },
    kind: 'total_wagered',
    product: 'casino',
    minBet: 50n,
    joinRequired: true,
    starts: -2,
    ends: 5,
    status: 'running',
    prizes: [cash(500), cash(250), cash(100), cash(50), cash(25)],
    scores: [1_842_50n, 1_220_00n, 905_75n, 610_00n, 240_25n],
    banner: {
      theme: 'egypt',
      texts: {
        en: { title: 'Weekly wager race', text: '$925 for the top five. Every bet counts.' },
        ru: {
          title: 'Недельная гонка ставок',
          text: '$925 на первую пятёрку. Считается каждая ставка.',
        },
      },
    },
  },
  {
    names: { en: 'Multiplier hunt', ru: 'Охота за множителями' },
    descriptions: {
      en: 'Your single best win divided by its bet. Ties go to whoever got there first.',
      ru: 'Лучший выигрыш, делённый на ставку. При равенстве побеждает тот, кто достиг его раньше.',
    },
    kind: 'best_multiplier',
    product: 'casino',
    minBet: 20n,
    starts: -1,
    ends: 2,
    status: 'running',
    prizes: [cash(200), { kind: 'bonus', amount: 50n * USD }, cash(25)],
    scores: [1_250_000n, 480_000n, 312_500n, 95_000n],
  },
  {
    names: { en: 'VIP high-roller cup', ru: 'VIP кубок хайроллеров' },
    descriptions: {
      en: 'For VIP players only: the sum of your win multipliers on rounds of $5 or more.',
      ru: 'Только для VIP: сумма множителей выигрышей в раундах от $5.',
    },
    kind: 'sum_multipliers',
    product: 'casino',
    minBet: 5n * USD,
    vipPlayersOnly: true,
    joinRequired: true,
    starts: -3,
    ends: 4,
    status: 'running',
    prizes: [cash(2000), cash(1000), cash(500)],
    scores: [562_000n, 318_500n],
  },
  {
    names: { en: 'Matchday marathon', ru: 'Марафон игрового дня' },
    descriptions: {
      en: 'Every settled sportsbook bet of $1 or more counts its stake.',
      ru: 'Каждая рассчитанная ставка на спорт от $1 засчитывается суммой.',
    },
    kind: 'total_wagered',
    product: 'sportsbook',
    minBet: USD,
    starts: -1,
    ends: 6,
    status: 'running',
    prizes: [cash(300), cash(150), cash(50)],
    scores: [420_00n, 315_00n, 120_00n],
  },
  {
    names: { en: 'Spin sprint', ru: 'Спринт вращений' },
    descriptions: {
      en: 'Ten points for every round of $0.20 or more, up to 200 rounds a day.',
      ru: 'Десять очков за каждый раунд от $0.20, до 200 раундов в день.',
    },
    kind: 'points_per_round',
    product: 'casino',
    minBet: 20n,
    starts: 2,
    ends: 9,
    status: 'scheduled',
    prizes: [cash(150), cash(75), cash(25)],
    scores: [],
  },
  {
    names: { en: 'Autumn wager race', ru: 'Осенняя гонка ставок' },
    descriptions: {
      en: 'Every casino bet counted its stake. The race is over: congratulations to the winners.',
      ru: 'Каждая ставка в казино засчитывалась суммой. Гонка окончена: поздравляем победителей.',
    },
    kind: 'total_wagered',
    product: 'casino',
    starts: -10,
    ends: -3,
    status: 'finished',
    prizes: [cash(300), cash(150), cash(75)],
    scores: [2_410_00n, 1_975_50n, 1_102_25n, 860_00n, 415_75n, 99_00n],
  },
];

async function demoPlayers(tx: Tx): Promise<string[]> {
  const ids: string[] = [];
  for (const name of DEMO_PLAYERS) {
    const [row] = await tx
      .insert(users)
      .values({ email: `${name}@players.aurum.invalid`, firstName: name, passwordHash: '!' })
      .returning({ id: users.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

/**
 * The demo's tournaments around the first start: four running (casino wager race, best
 * multiplier with a bonus prize, a VIP-only cup, a sportsbook one), one upcoming and one
 * finished, with demo players' standings (each backed by one score event) on the leaderboards.
 */
export const tournamentsSeed: SeedStep = {
  name: 'tournaments.demo.v1',
  applies: (context) => context.demo,
  async run(tx) {
    const now = Date.now();
    const players = await demoPlayers(tx);
    const [offer] = await tx
      .select({ id: bonusOffers.id })
      .from(bonusOffers)
      .where(eq(bonusOffers.title, 'Turbine of luck bonus'));
    for (const demo of DEMO) {
      const id = randomUUID();
      const endsAt = new Date(now + demo.ends * DAY);
      await tx.insert(tournaments).values({
        id,
        names: demo.names,
        descriptions: demo.descriptions,
        kind: demo.kind,
        product: demo.product,
        minBet: demo.minBet ?? 0n,
        vipPlayersOnly: demo.vipPlayersOnly ?? false,
        joinRequired: demo.joinRequired ?? false,
        startsAt: new Date(now + demo.starts * DAY),
        endsAt,
        status: demo.status,
        closedAt: demo.status === 'finished' ? endsAt : null,
      });
      if (demo.banner)
        await tx.insert(banners).values({
          position: 1,
          theme: demo.banner.theme,
          texts: demo.banner.texts,
          tournamentId: id,
          endsAt,
        });
      await tx.insert(tournamentPrizes).values(
        demo.prizes.map((prize, index) => {
          const bonus = prize.kind === 'bonus' && offer;
          return {
            tournamentId: id,
            place: index + 1,
            kind: bonus ? 'bonus' : 'cash',
            amount: prize.amount,
            bonusOfferId: bonus ? offer.id : null,
          };
        }),
      );
      for (const [index, score] of demo.scores.entries()) {
        const userId = players[index];
        if (!userId) break;
        const countedDay = new Date(now + (demo.starts + 1) * DAY).toISOString().slice(0, 10);
        const [event] = await tx
          .insert(tournamentScoreEvents)
          .values({
            tournamentId: id,
            userId,
            sourceRef: `seed:${id}:${index}`,
            kind: 'score',
            points: score,
            countedDay,
          })
          .returning({ id: tournamentScoreEvents.id });
        if (!event) continue;
        await tx.insert(tournamentStandings).values({
          tournamentId: id,
          userId,
          score,
          reachedBy: event.id,
          countedDay,
          countedToday: 1,
        });
      }
    }
  },
};
