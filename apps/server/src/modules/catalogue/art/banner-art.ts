import { MOTIFS } from './motifs';
import { pickPalette } from './palette';
import { backgroundPattern, PATTERN_KINDS } from './patterns';
import { createRng, hashString } from '../../../lib/seeded-random';
import { motifShadow, particles } from './scene';
import { createDefs, FONT_FAMILY, num } from './svg';
import type { TCoverTheme } from './theme';

export interface TBannerInput {
  /** Stable per banner; drives every random choice. */
  seed: string;
  theme: TCoverTheme;
  /** Optional #rrggbb glow colour; anything else is ignored. */
  accent?: string;
}

const W = 1200;
const H = 400;

/**
 * A wide promotional background (viewBox 0 0 1200 400): the theme's motif large on the right,
 * the left third dark and calm for the headline, edges falling off to near-black.
 */
export function renderBannerBackground({ seed, theme, accent }: TBannerInput): string {
  const defs = createDefs(
    `b${(hashString(`${theme}:${seed}`) % 46656).toString(36).padStart(3, '0')}`,
  );
  const base = pickPalette(theme, createRng(`${seed}:palette`));
  const pal =
    accent !== undefined && /^#[0-9a-f]{6}$/i.test(accent)
      ? { ...base, glow: accent.toLowerCase() }
      : base;
  const rng = createRng(`${seed}:banner`);
  const cx = rng.range(850, 920);
  const cy = 200 + rng.range(-8, 8);
  const scale = rng.range(1.42, 1.52);

  const bg = defs.lin(
    [
      [0, pal.bgBottom],
      [0.62, pal.bgTop],
      [1, pal.bgBottom],
    ],
    [0, 0, 1, 0],
  );
  const glow = defs.rad([
    [0, pal.glow, 0.75],
    [0.4, pal.glow, 0.28],
    [1, pal.glow, 0],
  ]);
  const haze = defs.rad([
    [0, pal.accent2, 0.22],
    [1, pal.accent2, 0],
  ]);
  const left = defs.lin(
    [
      [0, pal.ink, 0.88],
      [0.3, pal.ink, 0.6],
      [0.56, pal.ink, 0],
    ],
    [0, 0, 1, 0],
  );
  const edges = defs.lin([
    [0, '#000', 0.45],
    [0.2, '#000', 0],
    [0.78, '#000', 0],
    [1, '#000', 0.55],
  ]);
  const side = defs.lin(
    [
      [0.86, '#000', 0],
      [1, '#000', 0.5],
    ],
    [0, 0, 1, 0],
  );
  const pattern = backgroundPattern(rng.pick(PATTERN_KINDS), {
    defs,
    rng,
    color: pal.accent,
    width: W,
    height: H,
    cx,
    cy,
  });
  const motif = MOTIFS[theme]({ rng: createRng(`${seed}:motif`), pal, defs });
  const shadow = motifShadow(defs);

  const body =
    `<rect width="${W}" height="${H}" fill="${bg}"/>` +
    pattern +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="330" fill="${glow}"/>` +
    `<circle cx="${num(cx + 240)}" cy="360" r="170" fill="${haze}"/>` +
    `<circle cx="${num(rng.range(120, 320))}" cy="-40" r="320" fill="${haze}"/>` +
    `<g transform="translate(520 0)">${particles(rng, pal.accent, 680, H)}</g>` +
    `<g fill="none" stroke="${pal.accent}"><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(172 * scale)}" stroke-opacity=".22" stroke-width="2"/><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(190 * scale)}" stroke-opacity=".12" stroke-width="6" stroke-dasharray="2 10"/></g>` +
    `<g filter="url(#${shadow})"><g transform="translate(${num(cx)} ${num(cy)}) rotate(${num(rng.range(-4, 4))}) scale(${Math.round(scale * 100) / 100})">${motif}</g></g>` +
    `<rect width="${W}" height="${H}" fill="${left}"/>` +
    `<rect width="${W}" height="${H}" fill="${edges}"/>` +
    `<rect width="${W}" height="${H}" fill="${side}"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="${FONT_FAMILY}" preserveAspectRatio="xMidYMid slice">${defs.render()}${body}</svg>`;
}
