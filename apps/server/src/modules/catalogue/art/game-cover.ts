import { layoutTitle, renderBadge, renderCaption, renderTitle, titleTop } from './cover-text';
import { MOTIFS } from './motifs';
import { pickPalette } from './palette';
import { backgroundPattern, PATTERN_KINDS } from './patterns';
import { createRng, hashString } from '../../../lib/seeded-random';
import { motifShadow, particles } from './scene';
import { createDefs, escapeXml, FONT_FAMILY, num } from './svg';
import type { TCoverTheme } from './theme';

export { COVER_THEMES, type TCoverTheme } from './theme';

export interface TGameCoverInput {
  /** Stable per game (its slug); drives every random choice deterministically. */
  seed: string;
  /** Upper-cased, wrapped to at most three lines; the font shrinks for long titles. */
  title: string;
  /** Small caption under the title. */
  providerName: string;
  /** Picks the palette family and the central motif. */
  theme: TCoverTheme;
  /** A corner badge when set. */
  label: 'exclusive' | 'early_access' | null;
}

const W = 300;
const H = 400;

/** A complete SVG document (viewBox 0 0 300 400) for a game tile. Same input, same bytes. */
export function renderGameCover(input: TGameCoverInput): string {
  const { seed, title, providerName, theme, label } = input;
  const prefix = `c${(hashString(`${theme}:${seed}`) % 46656).toString(36).padStart(3, '0')}`;
  const defs = createDefs(prefix);
  const pal = pickPalette(theme, createRng(`${seed}:palette`));
  const layout = createRng(`${seed}:layout`);

  const block = layoutTitle(title);
  const top = block.lines.length === 0 ? 360 : titleTop(block);
  const room = top - 14;
  const scale = Math.min(1.16, Math.max(0.86, (room - 6) / 214)) * layout.range(0.95, 1.03);
  const cx = W / 2 + layout.range(-8, 8);
  const cy = 12 + room / 2 + layout.range(-4, 6);
  const rotate = layout.range(-4, 4);

  const angle = layout.pick([
    [0, 0, 0, 1],
    [0, 0, 1, 1],
    [1, 0, 0, 1],
  ] as const);
  const bg = defs.lin([pal.bgTop, pal.bgBottom], angle);
  const glow = defs.rad([
    [0, pal.glow, 0.8],
    [0.35, pal.glow, 0.32],
    [1, pal.glow, 0],
  ]);
  const vignette = defs.rad(
    [
      [0.5, '#000', 0],
      [1, '#000', 0.6],
    ],
    { cx: 0.5, cy: 0.4, r: 0.78 },
  );
  const scrim = defs.lin([
    [0, pal.ink, 0],
    [0.5, pal.ink, 0.78],
    [1, pal.ink, 0.97],
  ]);
  const pattern = backgroundPattern(layout.pick(PATTERN_KINDS), {
    defs,
    rng: layout,
    color: pal.accent,
    width: W,
    height: H,
    cx,
    cy,
  });
  const sparkle = particles(layout, pal.accent, W, top);
  const motif = MOTIFS[theme]({ rng: createRng(`${seed}:motif`), pal, defs });
  const shadow = motifShadow(defs);
  const scrimTop = Math.min(top - 40, 230);

  const body =
    `<rect width="${W}" height="${H}" fill="${bg}"/>` +
    pattern +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(150 * scale)}" fill="${glow}"/>` +
    sparkle +
    `<g data-motif="${theme}" filter="url(#${shadow})"><g transform="translate(${num(cx)} ${num(cy)}) rotate(${num(rotate)}) scale(${Math.round(scale * 100) / 100})">${motif}</g></g>` +
    `<rect width="${W}" height="${H}" fill="${vignette}"/>` +
    `<rect y="${num(scrimTop)}" width="${W}" height="${num(H - scrimTop)}" fill="${scrim}"/>` +
    renderTitle(defs, pal, block, `${prefix}T`) +
    renderCaption(providerName, pal.accent) +
    `<rect x=".75" y=".75" width="298.5" height="398.5" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="1.5"/>` +
    (label === null ? '' : renderBadge(defs, label));

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="${FONT_FAMILY}" role="img" aria-label="${escapeXml(title)}">${defs.render()}${body}</svg>`;
}
