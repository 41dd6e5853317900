import { hsl } from './color';
import { createRng, hashString } from '../../../lib/seeded-random';
import { sparklePath } from './shapes';
import { createDefs, escapeXml, FONT_FAMILY, num } from './svg';
import { fitText, truncate } from './text-fit';

export interface TProviderLogoInput {
  /** Stable per provider (its slug). */
  seed: string;
  name: string;
}

const MARKS: readonly string[] = [
  '<circle cx="40" cy="40" r="29"/>',
  '<path d="M40 9 67 24.5V55.5L40 71 13 55.5V24.5Z"/>',
  '<path d="M40 8 72 40 40 72 8 40Z"/>',
  '<path d="M40 9C52 15 60 16 68 16 68 46 58 62 40 72 22 62 12 46 12 16 20 16 28 15 40 9Z"/>',
  '<rect x="11" y="11" width="58" height="58" rx="18"/>',
  '<path d="M28 10H52L70 28V52L52 70H28L10 52V28Z"/>',
];

/** Up to two initials: the first letters of the first two words (or the first two letters). */
function initials(name: string): string {
  const words = name
    .toUpperCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
  const [first = '?', second] = words;
  if (second !== undefined) return `${Array.from(first)[0] ?? ''}${Array.from(second)[0] ?? ''}`;
  return Array.from(first).slice(0, 2).join('');
}

/** A wide provider logo (viewBox 0 0 240 80): a monogram mark and the name, light on transparent. */
export function renderProviderLogo({ seed, name }: TProviderLogoInput): string {
  const rng = createRng(`${seed}:logo`);
  const defs = createDefs(`p${(hashString(seed) % 46656).toString(36).padStart(3, '0')}`);
  const hue = rng.range(0, 360);
  const tint = hsl(hue, 0.85, 0.76);
  const tint2 = hsl(hue + rng.pick([40, -40, 150]), 0.85, 0.72);
  const stroke = defs.lin(['#ffffff', tint, tint2], [0, 0, 1, 1]);
  const mark = rng.pick(MARKS);
  const monogram = initials(name);
  const markSize = monogram.length > 1 ? 22 : 30;
  const accent = rng.pick([
    `<circle cx="62" cy="18" r="3.5" fill="${tint}"/>`,
    `<path d="${sparklePath(66, 14, 6)}" fill="${tint}"/>`,
    `<path d="M24 58H56" stroke="${tint}" stroke-width="2" stroke-linecap="round" opacity=".8"/>`,
  ]);

  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const [head = name.trim(), ...rest] = words;
  const primary = fitText(head.toUpperCase(), {
    maxWidth: 138,
    maxLines: 1,
    maxSizes: [26],
    minSize: 13,
  });
  const headLine = primary.lines[0] ?? truncate(head.toUpperCase(), 13, 148);
  const sub = truncate(rest.join(' ').toUpperCase(), 10, 148, 2.6);
  const text =
    sub === ''
      ? `<text x="84" y="${num(40 + primary.fontSize * 0.36)}" font-size="${primary.fontSize}" font-weight="800" letter-spacing="1">${escapeXml(headLine)}</text>`
      : `<text x="84" y="${num(38 + primary.fontSize * 0.1)}" font-size="${primary.fontSize}" font-weight="800" letter-spacing="1">${escapeXml(headLine)}</text>` +
        `<text x="85" y="${num(54 + primary.fontSize * 0.1)}" font-size="10" font-weight="600" letter-spacing="2.6" fill="${tint}">${escapeXml(sub)}</text>`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" font-family="${FONT_FAMILY}" role="img" aria-label="${escapeXml(name)}">` +
    defs.render() +
    `<g fill="#fff" fill-opacity=".06" stroke="${stroke}" stroke-width="2.5" stroke-linejoin="round">${mark}</g>` +
    accent +
    `<text x="40" y="${num(40 + markSize * 0.36)}" text-anchor="middle" font-size="${markSize}" font-weight="800" fill="#fff">${escapeXml(monogram)}</text>` +
    `<g fill="#f4f6fb">${text}</g></svg>`
  );
}
