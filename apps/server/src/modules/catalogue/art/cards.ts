import { num, type TDefs } from './svg';

export type TSuit = 'spade' | 'heart' | 'diamond' | 'club';

/** Suit outlines in a unit box (-1..1). */
const SUIT_PATHS: Record<TSuit, string> = {
  heart: 'M0 .95C-.5 .55-1 .15-1-.35-1-.8-.45-1.05 0-.55.45-1.05 1-.8 1-.35 1 .15.5.55 0 .95Z',
  diamond: 'M0-1Q.35-.4.78 0 .35.4 0 1-.35.4-.78 0-.35-.4 0-1Z',
  spade:
    'M0-1C-.45-.6-1-.25-1 .2-1 .65-.45.8-.12.45L-.32 1H.32L.12.45C.45.8 1 .65 1 .2 1-.25.45-.6 0-1Z',
  club: 'M-.12.35C-.45.75-1 .62-1 .15-1-.3-.5-.42-.22-.18-.5-.5-.3-1 0-1 .3-1 .5-.5.22-.18.5-.42 1-.3 1 .15 1 .62.45.75.12.35L.32 1H-.32Z',
};

export const SUIT_COLOR: Record<TSuit, string> = {
  spade: '#161a26',
  club: '#161a26',
  heart: '#e0182d',
  diamond: '#e0182d',
};

export const SUITS: readonly TSuit[] = ['spade', 'heart', 'diamond', 'club'];

/**
 * A suit symbol centred at (x, y), `r` = half its height. The outline is stored once per document;
 * an empty `fill` inherits the surrounding one.
 */
export function suit(
  defs: TDefs,
  kind: TSuit,
  x: number,
  y: number,
  r: number,
  fill = SUIT_COLOR[kind],
): string {
  const id = defs.raw(`suit${kind}`, (sid) => `<path id="${sid}" d="${SUIT_PATHS[kind]}"/>`);
  const paint = fill === '' ? '' : ` fill="${fill}"`;
  return `<use href="#${id}"${paint} transform="translate(${num(x)} ${num(y)}) scale(${num(r)})"/>`;
}

export interface TCardOptions {
  x: number;
  y: number;
  w: number;
  rank: string;
  suit: TSuit;
  rotate?: number;
}

/** A face-up playing card centred at (x, y); height is 1.4 × width. */
export function card(defs: TDefs, { x, y, w, rank, suit: kind, rotate = 0 }: TCardOptions): string {
  const h = w * 1.4;
  const color = SUIT_COLOR[kind];
  const face = defs.lin(['#ffffff', '#eef1f6', '#d9dee8'], [0, 0, 1, 1]);
  const court = rank === 'K' || rank === 'Q' || rank === 'J';
  const left = -w / 2 + w * 0.14;
  const top = -h / 2;
  const center = court
    ? `<text y="${num(h * 0.15)}" font-size="${num(h * 0.42)}">${rank}</text>` +
      suit(defs, kind, w * 0.2, -h * 0.22, w * 0.08, '')
    : suit(defs, kind, 0, 0, w * (rank === 'A' ? 0.3 : 0.22), '');
  return (
    `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(rotate)})" fill="${color}" font-weight="700" text-anchor="middle">` +
    `<use href="#${defs.raw(`card${w}`, (id) => `<rect id="${id}" x="${num(-w / 2)}" y="${num(-h / 2)}" width="${num(w)}" height="${num(h)}" rx="${num(w * 0.09)}" fill="${face}" stroke="#aab3c2" stroke-width="${num(w * 0.015)}"/>`)}"/>` +
    `<text x="${num(left)}" y="${num(top + h * 0.17)}" font-size="${num(h * 0.16)}">${rank}</text>` +
    suit(defs, kind, left, top + h * 0.26, w * 0.07, '') +
    center +
    '</g>'
  );
}

/** The back of a card: a dark field inside a white border. */
export function cardBack(
  defs: TDefs,
  x: number,
  y: number,
  w: number,
  rotate: number,
  color: string,
): string {
  const h = w * 1.4;
  const field = defs.lin([color, '#1a0f2e'], [0, 0, 1, 1]);
  return `<rect x="${num(-w / 2)}" y="${num(-h / 2)}" width="${num(w)}" height="${num(h)}" rx="${num(w * 0.09)}" fill="${field}" stroke="#f4f6fa" stroke-width="${num(w * 0.08)}" transform="translate(${num(x)} ${num(y)}) rotate(${num(rotate)})"/>`;
}
