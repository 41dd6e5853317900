import type { TPalette } from './palette';
import type { TRng } from '../../../lib/seeded-random';
import { num, type TDefs } from './svg';

/** What a motif draws with. Motifs draw centred on (0, 0) inside roughly ±100 units. */
export interface TMotifContext {
  rng: TRng;
  pal: TPalette;
  defs: TDefs;
}

export type TMotif = (ctx: TMotifContext) => string;

/** A Gaussian blur filter, registered once per document; returns its id. */
export function blurFilter(defs: TDefs, deviation: number): string {
  return defs.raw(
    `blur${deviation}`,
    (id) =>
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
  );
}

/** `markup` drawn twice: a blurred copy underneath for a neon-like glow, then the sharp one. */
export function glowing(defs: TDefs, markup: string, deviation = 6, opacity = 0.9): string {
  const filter = `filter="url(#${blurFilter(defs, deviation)})"${opacity === 1 ? '' : ` opacity="${opacity}"`}`;
  if (markup.length < 90) return `<g ${filter}>${markup}</g>${markup}`;
  const id = defs.uid();
  return `<use href="#${id}" ${filter}/><g id="${id}">${markup}</g>`;
}

/** `markup` mirrored about the vertical axis through x = 0, alongside the original. */
export function mirrored(defs: TDefs, markup: string): string {
  if (markup.length < 90) return `${markup}<g transform="scale(-1 1)">${markup}</g>`;
  const id = defs.uid();
  return `<g id="${id}">${markup}</g><use href="#${id}" transform="scale(-1 1)"/>`;
}

/** Points on a circle, as "x y" pairs. */
export function polar(cx: number, cy: number, r: number, degrees: number): string {
  const a = (degrees * Math.PI) / 180;
  return `${num(cx + r * Math.cos(a))} ${num(cy + r * Math.sin(a))}`;
}

/** An annular sector (a wheel segment) between radii r1 < r2 and angles a0 < a1 in degrees. */
export function sectorPath(r1: number, r2: number, a0: number, a1: number): string {
  const large = a1 - a0 > 180 ? 1 : 0;
  if (r1 <= 0) {
    return `M0 0L${polar(0, 0, r2, a0)}A${num(r2)} ${num(r2)} 0 ${large} 1 ${polar(0, 0, r2, a1)}Z`;
  }
  return `M${polar(0, 0, r1, a0)}L${polar(0, 0, r2, a0)}A${num(r2)} ${num(r2)} 0 ${large} 1 ${polar(0, 0, r2, a1)}L${polar(0, 0, r1, a1)}A${num(r1)} ${num(r1)} 0 ${large} 0 ${polar(0, 0, r1, a0)}Z`;
}
