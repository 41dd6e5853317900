import type { TLocalized } from '../../db/schema/catalogue';

/** The demo catalogue's studios (invented names). */
export const DEMO_PROVIDERS = [
  ['nebula-play', 'Nebula Play'],
  ['red-lantern', 'Red Lantern Gaming'],
  ['polar-fox', 'Polar Fox Studios'],
  ['golden-scarab', 'Golden Scarab'],
  ['velvet-live', 'Velvet Live'],
  ['hyperion', 'Hyperion Gaming'],
  ['mosaic-reels', 'Mosaic Reels'],
  ['iron-orchid', 'Iron Orchid'],
  ['blue-ember', 'Blue Ember'],
  ['stormglass', 'Stormglass'],
  ['tidewater-live', 'Tidewater Live'],
  ['arcadia-fast', 'Arcadia Fast Games'],
] as const;

export const SLOT_PROVIDERS = [
  'nebula-play',
  'red-lantern',
  'polar-fox',
  'golden-scarab',
  'hyperion',
  'mosaic-reels',
  'iron-orchid',
  'blue-ember',
  'stormglass',
];
export const LIVE_PROVIDERS = ['velvet-live', 'tidewater-live'];
export const FAST_PROVIDERS = ['arcadia-fast', 'stormglass', 'hyperion'];

const t = (en: string, ru: string): TLocalized => ({ en, ru });

/** Top-level sections (fixed keys the product links to) and their subcategories. */
export const DEMO_CATEGORIES: {
  key: string;
  title: TLocalized;
  icon: string;
  children?: { key: string; title: TLocalized; icon: string }[];
}[] = [
  {
    key: 'slots',
    title: t('Slots', 'Слоты'),
    icon: 'cherry',
    children: [
      { key: 'video-slots', title: t('Video slots', 'Видеослоты'), icon: 'clapperboard' },
      { key: 'megaways', title: t('Megaways', 'Megaways'), icon: 'layers' },
      { key: 'classic-slots', title: t('Classic', 'Классические'), icon: 'gem' },
      { key: 'jackpots', title: t('Jackpots', 'Джекпоты'), icon: 'trophy' },
      { key: 'bonus-buy', title: t('Bonus buy', 'Покупка бонуса'), icon: 'shopping-bag' },
    ],
  },
  {
    key: 'live',
    title: t('Live games', 'Лайв-игры'),
    icon: 'tv',
    children: [
      { key: 'live-roulette', title: t('Roulette', 'Рулетка'), icon: 'circle-dot' },
      { key: 'live-blackjack', title: t('Blackjack', 'Блэкджек'), icon: 'spade' },
      { key: 'live-baccarat', title: t('Baccarat', 'Баккара'), icon: 'diamond' },
      { key: 'game-shows', title: t('Game shows', 'Игровые шоу'), icon: 'sparkles' },
      { key: 'live-poker', title: t('Poker', 'Покер'), icon: 'club' },
    ],
  },
  {
    key: 'fast',
    title: t('Fast games', 'Быстрые игры'),
    icon: 'zap',
    children: [
      { key: 'crash', title: t('Crash', 'Краш'), icon: 'rocket' },
      { key: 'mines', title: t('Mines', 'Мины'), icon: 'bomb' },
      { key: 'plinko', title: t('Plinko', 'Плинко'), icon: 'triangle' },
      { key: 'dice', title: t('Dice', 'Кости'), icon: 'dice-5' },
      { key: 'lottery', title: t('Keno & wheels', 'Кено и колёса'), icon: 'ticket' },
    ],
  },
  { key: 'popular', title: t('Popular', 'Популярные'), icon: 'flame' },
];

export const DEMO_PROMOS = [
  { key: 'new', title: t('New releases', 'Новинки'), icon: 'sparkles' },
  { key: 'hot', title: t('Hot right now', 'Сейчас в тренде'), icon: 'flame' },
  { key: 'drops-and-wins', title: t('Drops & Wins', 'Дропы и выигрыши'), icon: 'gift' },
  { key: 'high-rtp', title: t('High RTP', 'Высокий RTP'), icon: 'percent' },
  { key: 'aurum-picks', title: t('Aurum picks', 'Выбор Aurum'), icon: 'crown' },
];

/** Slot themes with the words their titles are made of. */
export const SLOT_THEMES: Record<string, { first: string[]; second: string[] }> = {
  egypt: {
    first: ['Pharaoh’s', 'Golden', 'Sacred', 'Eye of', 'Cleopatra’s'],
    second: ['Tomb', 'Scarab', 'Sands', 'Ra', 'Treasure'],
  },
  fruits: {
    first: ['Juicy', 'Hot', 'Frozen', 'Wild', 'Sweet'],
    second: ['Fruits', 'Cherries', 'Melons', 'Orchard', 'Harvest'],
  },
  gems: {
    first: ['Crystal', 'Royal', 'Midnight', 'Shining', 'Emerald'],
    second: ['Gems', 'Jewels', 'Diamonds', 'Vault', 'Crown'],
  },
  dragon: {
    first: ['Dragon’s', 'Jade', 'Fire', 'Imperial', 'Storm'],
    second: ['Fortune', 'Pearl', 'Legend', 'Hoard', 'Flame'],
  },
  ocean: {
    first: ['Deep', 'Coral', 'Big', 'Sunken', 'Lucky'],
    second: ['Catch', 'Reef', 'Bass Bounty', 'Treasures', 'Tide'],
  },
  space: {
    first: ['Cosmic', 'Starlight', 'Galaxy', 'Nova', 'Astro'],
    second: ['Odyssey', 'Rush', 'Gems', 'Voyager', 'Drift'],
  },
  'wild-west': {
    first: ['Dead Man’s', 'Gold Rush', 'Wanted', 'Dusty', 'Outlaw'],
    second: ['Gulch', 'Saloon', 'Bounty', 'Canyon', 'Express'],
  },
  viking: {
    first: ['Valhalla', 'Norse', 'Raiders of', 'Thunder', 'Frost'],
    second: ['Glory', 'Saga', 'Midgard', 'Axes', 'Fjord'],
  },
  candy: {
    first: ['Sugar', 'Candy', 'Bubble', 'Lollipop', 'Cotton'],
    second: ['Blast', 'Land', 'Pop', 'Kingdom', 'Dream'],
  },
  irish: {
    first: ['Lucky', 'Clover', 'Rainbow', 'Leprechaun’s', 'Emerald Isle'],
    second: ['Pot', 'Riches', 'Charms', 'Gold', 'Luck'],
  },
  aztec: {
    first: ['Aztec', 'Temple of', 'Lost', 'Sun God’s', 'Jaguar'],
    second: ['Gold', 'Idols', 'Empire', 'Spirit', 'Quest'],
  },
  neon: {
    first: ['Neon', 'Retro', 'Electric', 'Cyber', 'Laser'],
    second: ['Nights', 'Spins', '77', 'City', 'Wave'],
  },
  'classic-sevens': {
    first: ['Burning', 'Triple', 'Classic', 'Super', 'Lucky'],
    second: ['Sevens', 'Bars', 'Bells', 'Hot 5', 'Stars'],
  },
  jungle: {
    first: ['Jungle', 'Tiger’s', 'Wild', 'Emerald', 'Savage'],
    second: ['Roar', 'King', 'Safari', 'Spirits', 'Trail'],
  },
  greek: {
    first: ['Gates of', 'Zeus’', 'Athena’s', 'Olympus', 'Titan'],
    second: ['Olympus', 'Thunder', 'Wisdom', 'Rising', 'Wrath'],
  },
  halloween: {
    first: ['Spooky', 'Haunted', 'Pumpkin', 'Witch’s', 'Midnight'],
    second: ['Manor', 'Patch', 'Brew', 'Howl', 'Fright'],
  },
  samurai: {
    first: ['Shogun’s', 'Ronin', 'Sakura', 'Blade of', 'Rising'],
    second: ['Honor', 'Path', 'Storm', 'Katana', 'Sun'],
  },
  pirates: {
    first: ['Pirate’s', 'Skull', 'Captain’s', 'Black Sails', 'Kraken'],
    second: ['Plunder', 'Island', 'Bounty', 'Cove', 'Gold'],
  },
};

/** Titles with accents, as studios name games: search must find them typed without. */
export const ACCENTED_SLOTS: { title: string; theme: string }[] = [
  { title: 'Crème Brûlée Bonanza', theme: 'candy' },
  { title: 'Señor Sol Fiesta', theme: 'aztec' },
  { title: 'Café Olé Riches', theme: 'classic-sevens' },
  { title: 'Ōkami Blade', theme: 'samurai' },
];

export const SLOT_SUFFIXES = [
  '',
  '',
  '',
  ' Megaways',
  ' Deluxe',
  ' Hold & Win',
  ' Bonanza',
  ' 1000',
  ' Xmas',
];

export const LIVE_GAMES: { name: string; theme: string; category: string }[] = [
  ...[
    'Aurum',
    'Speed',
    'Lightning',
    'VIP',
    'Golden',
    'Immersive',
    'Auto',
    'Double Ball',
    'French',
    'Velvet',
    'Mega',
    'Turbo',
  ].map((prefix) => ({ name: `${prefix} Roulette`, theme: 'roulette', category: 'live-roulette' })),
  ...[
    'Classic',
    'Speed',
    'VIP',
    'Infinite',
    'Free Bet',
    'Power',
    'Salon Privé',
    'Diamond',
    'Emerald',
    'Ruby',
    'Lightning',
    'Party',
  ].map((prefix) => ({
    name: `${prefix} Blackjack`,
    theme: 'blackjack',
    category: 'live-blackjack',
  })),
  ...[
    'Speed',
    'No Commission',
    'Squeeze',
    'Golden Wealth',
    'Lightning',
    'Peek',
    'Dragon Tiger',
    'Super 6',
  ].map((prefix) => ({
    name: `${prefix} Baccarat`,
    theme: 'baccarat',
    category: 'live-baccarat',
  })),
  ...[
    'Crazy Wheel',
    'Money Drop Live',
    'Fortune Spin Show',
    'Mega Ball Live',
    'Dream Catcher Live',
    'Deal or Dare',
    'Treasure Hall',
    'Monopoly Tycoon Live',
  ].map((name) => ({ name, theme: 'game-show', category: 'game-shows' })),
  ...[
    "Casino Hold'em",
    "Texas Hold'em Bonus",
    'Three Card Poker',
    'Caribbean Stud',
    'Ultimate Poker',
    'Side Bet City',
  ].map((name) => ({
    name,
    theme: 'poker',
    category: 'live-poker',
  })),
];

export const FAST_GAMES: { names: string[]; theme: string; category: string }[] = [
  {
    names: [
      'Aviator X',
      'Rocket Dice',
      'JetSet Crash',
      'Moon Shot',
      'Space Crash',
      'Turbo Crash',
      'Sky High',
      'Lift Off',
      'Comet Run',
      'Orbit',
    ],
    theme: 'crash',
    category: 'crash',
  },
  {
    names: [
      'Mines Royale',
      'Diamond Mines',
      'Minesweeper Pro',
      'Gold Digger',
      'Bomb Squad',
      'Gem Hunt',
      'Deep Mines',
      'Mine Field',
      'Lucky Mines',
      'Treasure Mines',
    ],
    theme: 'mines',
    category: 'mines',
  },
  {
    names: [
      'Plinko X',
      'Plinko Rush',
      'Drop Zone',
      'Pachinko Pop',
      'Peg Storm',
      'Neon Plinko',
      'Plinko Gold',
      'Ball Drop',
      'Plinko 1000',
      'Cascade',
    ],
    theme: 'plinko',
    category: 'plinko',
  },
  {
    names: [
      'Dice Duel',
      'Hi-Lo Dice',
      'Dice Master',
      'Roll Royale',
      'Hot Dice',
      'Lucky Roll',
      'Dice 100',
      'Twin Dice',
      'Dice Storm',
      'Cube Rush',
    ],
    theme: 'dice',
    category: 'dice',
  },
  {
    names: [
      'Keno Blast',
      'Super Keno',
      'Keno Gold',
      'Wheel of Luck',
      'Fortune Wheel',
      'Spin to Win',
      'Limbo',
      'Limbo Rush',
      'Hi-Lo Limbo',
      'Bingo Bash',
    ],
    theme: 'keno',
    category: 'lottery',
  },
];
