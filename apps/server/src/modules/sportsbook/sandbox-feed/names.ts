import type { TRng } from '../../../lib/seeded-random';

/**
 * Name parts the sandbox composes real-looking names from: no external data, the same seed
 * gives the same names everywhere.
 */
export const COUNTRIES = [
  { name: 'England', code: 'GB' },
  { name: 'Spain', code: 'ES' },
  { name: 'Italy', code: 'IT' },
  { name: 'Germany', code: 'DE' },
  { name: 'France', code: 'FR' },
  { name: 'Portugal', code: 'PT' },
  { name: 'Netherlands', code: 'NL' },
  { name: 'Brazil', code: 'BR' },
  { name: 'Argentina', code: 'AR' },
  { name: 'USA', code: 'US' },
  { name: 'Sweden', code: 'SE' },
  { name: 'Finland', code: 'FI' },
  { name: 'Czechia', code: 'CZ' },
  { name: 'Poland', code: 'PL' },
  { name: 'Turkey', code: 'TR' },
  { name: 'Greece', code: 'GR' },
] as const;

const ONSETS = [
  'B',
  'Br',
  'C',
  'Ch',
  'D',
  'F',
  'G',
  'H',
  'K',
  'L',
  'M',
  'N',
  'P',
  'R',
  'S',
  'St',
  'T',
  'V',
  'W',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ia', 'ea', 'ou', 'ai'];
const CODAS = ['n', 'r', 'l', 's', 'nd', 'rt', 'rn', 'll', 'ck', 'm', 'th', 'x'];
const PLACE_ENDINGS = [
  'ford',
  'ton',
  'burg',
  'field',
  'haven',
  'mouth',
  'stad',
  'ville',
  'dale',
  'port',
  'wick',
  'bridge',
];
const CLUB_FORMS = [
  '{} FC',
  '{} United',
  '{} City',
  'Real {}',
  'Sporting {}',
  '{} Athletic',
  'Dynamo {}',
  '{} Rovers',
  'Olympic {}',
  '{} Wanderers',
];
const FIVE_FORMS = [
  '{} Hawks',
  '{} Titans',
  '{} Falcons',
  '{} Wolves',
  '{} Bears',
  '{} Comets',
  '{} Giants',
  '{} Royals',
];
const ICE_FORMS = [
  '{} Ice Kings',
  '{} Blades',
  '{} Storm',
  '{} Lynx',
  '{} Bisons',
  '{} Penguins',
  '{} Eagles',
];
const ESPORT_WORDS = [
  'Nova',
  'Apex',
  'Vortex',
  'Phantom',
  'Eclipse',
  'Zenith',
  'Rogue',
  'Havoc',
  'Pulse',
  'Cipher',
  'Nebula',
  'Raven',
  'Onyx',
  'Spectre',
];
const ESPORT_FORMS = ['Team {}', '{} Gaming', '{} Esports', '{} Five', '{}.gg', 'Clan {}'];
const GIVEN_INITIALS = 'ABCDEFGHJKLMNOPRSTVZ';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A word of two or three syllables: "Braxol", "Teandor". */
export function syllableWord(rng: TRng): string {
  const syllables = rng.int(2, 3);
  let word = '';
  for (let i = 0; i < syllables; i++) {
    word += (i === 0 ? rng.pick(ONSETS) : rng.pick(ONSETS).toLowerCase()) + rng.pick(VOWELS);
  }
  return capitalise(word + rng.pick(CODAS));
}

/** A town: "Marlford", "Kestonhaven". */
export function placeName(rng: TRng): string {
  return capitalise(
    `${rng.pick(ONSETS)}${rng.pick(VOWELS)}${rng.pick(CODAS)}${rng.pick(PLACE_ENDINGS)}`,
  );
}

export type TTeamKind = 'club' | 'basketball' | 'ice' | 'esports';

export function teamName(rng: TRng, kind: TTeamKind): string {
  if (kind === 'esports') return rng.pick(ESPORT_FORMS).replace('{}', rng.pick(ESPORT_WORDS));
  const forms = kind === 'club' ? CLUB_FORMS : kind === 'basketball' ? FIVE_FORMS : ICE_FORMS;
  return rng.pick(forms).replace('{}', placeName(rng));
}

/** A player or driver: "K. Marlov". */
export function personName(rng: TRng): string {
  return `${rng.pick(GIVEN_INITIALS.split(''))}. ${syllableWord(rng)}`;
}

/** Three capitals from the name's words: "Marlford United" -> "MAR". */
export function abbreviation(name: string): string {
  const letters = name
    .replace(/[^A-Za-z ]/g, '')
    .replace(/\b(FC|Team|Real|Clan|Sporting|Dynamo|Olympic)\b/g, '')
    .trim();
  return (letters.replace(/ /g, '') || name).slice(0, 3).toUpperCase();
}
