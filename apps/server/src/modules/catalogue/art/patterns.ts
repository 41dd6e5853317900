import type { TRng } from '../../../lib/seeded-random';
import { num, type TDefs } from './svg';

export const PATTERN_KINDS = [
  'rays',
  'rings',
  'stripes',
  'dots',
  'grid',
  'waves',
  'diamonds',
  'chevrons',
] as const;

export type TPatternKind = (typeof PATTERN_KINDS)[number];

export interface TPatternOptions {
  defs: TDefs;
  rng: TRng;
  color: string;
  width: number;
  height: number;
  /** Where the pattern radiates from and is strongest: the motif's centre. */
  cx: number;
  cy: number;
}

/** A repeating tile for the <pattern>-based kinds: [tile width, tile height, tile markup]. */
function tile(kind: TPatternKind, color: string, size: number): [number, number, string] {
  const s = num(size);
  const h = num(size / 2);
  switch (kind) {
    case 'dots':
      return [size, size, `<circle cx="${h}" cy="${h}" r="${num(size * 0.14)}" fill="${color}"/>`];
    case 'grid':
      return [
        size,
        size,
        `<path d="M0 0H${s}M0 0V${s}" stroke="${color}" stroke-width="1.2" fill="none"/>`,
      ];
    case 'waves':
      return [
        size * 2,
        size,
        `<path d="M0 ${h}Q${h} 0 ${s} ${h}T${num(size * 2)} ${h}" stroke="${color}" stroke-width="1.6" fill="none"/>`,
      ];
    case 'diamonds':
      return [
        size,
        size * 1.4,
        `<path d="M${h} 0L${s} ${num(size * 0.7)} ${h} ${num(size * 1.4)} 0 ${num(size * 0.7)}Z" stroke="${color}" stroke-width="1.2" fill="none"/>`,
      ];
    default:
      return [
        size,
        size * 0.6,
        `<path d="M0 ${num(size * 0.45)}L${h} ${num(size * 0.15)} ${s} ${num(size * 0.45)}" stroke="${color}" stroke-width="1.6" fill="none"/>`,
      ];
  }
}

/** The subtle background texture, faded out away from the motif. */
export function backgroundPattern(kind: TPatternKind, o: TPatternOptions): string {
  const { defs, rng, color, width, height, cx, cy } = o;
  const reach = Math.hypot(Math.max(cx, width - cx), Math.max(cy, height - cy));
  const fade = defs.raw(
    `fade${width}${num(cx)}${num(cy)}`,
    (id) =>
      `<radialGradient id="${id}g" gradientUnits="userSpaceOnUse" cx="${num(cx)}" cy="${num(cy)}" r="${num(reach)}"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity=".15"/></radialGradient>` +
      `<mask id="${id}"><rect width="${width}" height="${height}" fill="url(#${id}g)"/></mask>`,
  );
  const box = `width="${width}" height="${height}"`;
  let markup: string;
  let opacity: number;
  if (kind === 'rays') {
    const count = rng.int(12, 22);
    const dash = (Math.PI * reach) / count;
    markup = `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(reach)}" fill="none" stroke="${color}" stroke-width="${num(reach * 2)}" stroke-dasharray="${num(dash)}" stroke-dashoffset="${num(rng.range(0, dash))}"/>`;
    opacity = rng.range(0.07, 0.12);
  } else if (kind === 'rings') {
    const step = rng.range(16, 30);
    const id = defs.raw(
      `rings${num(step)}${num(cx)}${num(cy)}${color}`,
      (gid) =>
        `<radialGradient id="${gid}" gradientUnits="userSpaceOnUse" cx="${num(cx)}" cy="${num(cy)}" r="${num(step)}" spreadMethod="repeat"><stop offset=".7" stop-color="${color}" stop-opacity="0"/><stop offset=".85" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    markup = `<rect ${box} fill="url(#${id})"/>`;
    opacity = rng.range(0.08, 0.13);
  } else if (kind === 'stripes') {
    const step = rng.range(14, 26);
    const angle = rng.pick([35, 45, 55, 125, 135, 145]);
    const id = defs.raw(
      `stripes${num(step)}${angle}${color}`,
      (gid) =>
        `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x2="${num(step)}" y2="0" spreadMethod="repeat" gradientTransform="rotate(${angle})"><stop offset=".5" stop-color="${color}"/><stop offset=".5" stop-color="${color}" stop-opacity="0"/></linearGradient>`,
    );
    markup = `<rect ${box} fill="url(#${id})"/>`;
    opacity = rng.range(0.04, 0.07);
  } else {
    const size = rng.range(14, 24);
    const [w, h, inner] = tile(kind, color, size);
    const angle = kind === 'grid' || kind === 'dots' ? rng.pick([0, 45]) : 0;
    const id = defs.raw(
      `pattern${kind}${num(size)}${angle}${color}`,
      (pid) =>
        `<pattern id="${pid}" width="${num(w)}" height="${num(h)}" patternUnits="userSpaceOnUse"${angle === 0 ? '' : ` patternTransform="rotate(${angle})"`}>${inner}</pattern>`,
    );
    markup = `<rect ${box} fill="url(#${id})"/>`;
    opacity = rng.range(0.1, 0.16);
  }
  return `<g data-pattern="${kind}" mask="url(#${fade})" opacity="${Math.round(opacity * 100) / 100}">${markup}</g>`;
}
