import { adjust, lighten, mix } from './color';
import { PALETTE_BASES } from './palette-bases';
import type { TRng } from '../../../lib/seeded-random';
import type { TCoverTheme } from './theme';

/** The colours one picture is painted with. */
export interface TPalette {
  /** Background gradient, light end and dark end. */
  bgTop: string;
  bgBottom: string;
  /** The halo behind the motif. */
  glow: string;
  /** Bright accents: pattern, sparkles, motif details. */
  accent: string;
  accent2: string;
  /** Near-black tinted with the background: scrims, outlines, title stroke. */
  ink: string;
  /** Title fill, top to bottom. */
  titleTop: string;
  titleBottom: string;
}

function parse(base: string): [string, string, string, string, string] {
  const [
    bgTop = '#202040',
    bgBottom = '#05050f',
    glow = '#ffffff',
    accent = '#ffd36b',
    accent2 = accent,
  ] = base.split(' ');
  return [bgTop, bgBottom, glow, accent, accent2];
}

/** One of the theme's base palettes, nudged in hue and lightness so no two seeds match. */
export function pickPalette(theme: TCoverTheme, rng: TRng): TPalette {
  const [bgTop, bgBottom, glow, accent, accent2] = parse(rng.pick(PALETTE_BASES[theme]));
  const hue = rng.range(-16, 16);
  const light = rng.range(-0.04, 0.05);
  const top = adjust(bgTop, hue, rng.range(-0.08, 0.06), light);
  const bottom = adjust(bgBottom, hue, 0, light / 2);
  const golden = rng.chance(0.55);
  const glowColor = adjust(glow, hue * 0.6, 0, 0);
  return {
    bgTop: top,
    bgBottom: bottom,
    glow: glowColor,
    accent: adjust(accent, hue * 0.4),
    accent2: adjust(accent2, hue * 0.4),
    ink: mix(bottom, '#000000', 0.4),
    titleTop: golden ? '#fffbe8' : '#ffffff',
    titleBottom: golden ? '#ffc83d' : lighten(mix(glowColor, '#ffffff', 0.25), 0.08),
  };
}
