import type { TRng } from '../../../lib/seeded-random';
import { sparklePath } from './shapes';
import { num, type TDefs } from './svg';

/** Soft out-of-focus specks and a few twinkles scattered over the upper card. */
export function particles(rng: TRng, color: string, width: number, height: number): string {
  const speck = () => `M${num(rng.range(8, width - 8))} ${num(rng.range(8, height))}h0`;
  const small = Array.from({ length: rng.int(4, 6) }, speck).join('');
  const large = Array.from({ length: rng.int(2, 4) }, speck).join('');
  const twinkles = Array.from({ length: rng.int(2, 4) }, () =>
    sparklePath(rng.range(14, width - 14), rng.range(14, height * 0.8), rng.range(3, 7)),
  ).join('');
  return (
    `<g stroke="${color}" stroke-linecap="round"><path d="${small}" stroke-width="3" opacity=".55"/><path d="${large}" stroke-width="6" opacity=".3"/></g>` +
    `<path d="${twinkles}" fill="#fff" opacity=".8"/>`
  );
}

/** A drop shadow for the motif, registered once. */
export function motifShadow(defs: TDefs): string {
  return defs.raw(
    'shadow',
    (id) =>
      `<filter id="${id}" x="-25%" y="-25%" width="150%" height="150%"><feDropShadow dx="0" dy="8" stdDeviation="7" flood-color="#000" flood-opacity=".55"/></filter>`,
  );
}
