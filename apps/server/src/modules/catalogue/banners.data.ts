import type { banners } from '../../db/schema';

const DAY = 86_400_000;

/** The demo carousel; `now` dates the countdowns from the first start. */
export const DEMO_BANNERS = (now: Date): (typeof banners.$inferInsert)[] => [
  {
    position: 0,
    theme: 'gems',
    url: '/categories/slots/games',
    texts: {
      en: {
        title: 'Welcome to Aurum',
        text: 'Hundreds of slots, live tables and instant games. Sign up in a minute.',
      },
      ru: {
        title: 'Добро пожаловать в Aurum',
        text: 'Сотни слотов, лайв-столы и быстрые игры. Регистрация за минуту.',
      },
    },
    targeting: { playerCategory: 'guests' },
  },
  {
    position: 0,
    theme: 'pirates',
    // `?bonus10` opens the bonus drawer over the page.
    url: '/?bonus10',
    texts: {
      en: {
        title: 'Welcome bonus on four deposits',
        text: 'Up to +100% on your first deposit. See every step and its terms.',
      },
      ru: {
        title: 'Приветственный бонус на четыре депозита',
        text: 'До +100% к первому депозиту. Все шаги и условия — здесь.',
      },
    },
    targeting: { playerCategory: 'authorized', depositsCountTo: 0 },
  },
  {
    position: 1,
    theme: 'crash',
    url: '/categories/fast/games',
    texts: {
      en: {
        title: 'Fast games are here',
        text: 'Crash, mines, plinko and dice: rounds that last seconds.',
      },
      ru: {
        title: 'Быстрые игры уже здесь',
        text: 'Краш, мины, плинко и кости: раунды длиной в секунды.',
      },
    },
    targeting: {},
  },
  {
    position: 2,
    theme: 'halloween',
    url: '/promo-categories/drops-and-wins/games',
    texts: {
      en: {
        title: 'Drops & Wins week',
        text: 'Random prize drops on selected games until the timer runs out.',
      },
      ru: {
        title: 'Неделя Drops & Wins',
        text: 'Случайные призы в избранных играх, пока идёт таймер.',
      },
    },
    targeting: {},
    endsAt: new Date(now.getTime() + 6 * DAY),
  },
  {
    position: 3,
    theme: 'roulette',
    url: '/categories/live/games',
    texts: {
      en: {
        title: 'Live tables, real dealers',
        text: 'Roulette, blackjack and game shows around the clock.',
      },
      ru: {
        title: 'Лайв-столы с реальными дилерами',
        text: 'Рулетка, блэкджек и игровые шоу круглосуточно.',
      },
    },
    targeting: { playerCategory: 'authorized', depositsCountFrom: 1 },
  },
  {
    position: 4,
    theme: 'dragon',
    url: null,
    texts: {
      en: {
        title: 'Aurum VIP lounge',
        text: 'Your personal manager and bonuses made for you.',
      },
      ru: {
        title: 'VIP-зал Aurum',
        text: 'Персональный менеджер и бонусы, подготовленные для вас.',
      },
    },
    targeting: { playerCategory: 'vip' },
  },
  {
    position: 5,
    theme: 'space',
    url: '/promo-categories/new/games',
    texts: {
      en: { title: 'New this month', text: 'Fresh releases from our studios, first on Aurum.' },
      ru: { title: 'Новинки месяца', text: 'Свежие релизы наших студий — первыми на Aurum.' },
    },
    targeting: { geo: ['RU', 'KZ', 'UZ', 'AZ', 'UA', 'PL'] },
  },
];
