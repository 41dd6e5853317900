import type { TPalette } from './palette';
import { sparklePath } from './shapes';
import { escapeXml, num, type TDefs } from './svg';
import { fitText, textWidth, truncate, type TTextBlock } from './text-fit';

/** Widest a title line may be on the 300-unit card. */
export const TITLE_MAX_WIDTH = 262;
const TITLE_BASELINE = 354;

export function layoutTitle(title: string): TTextBlock {
  return fitText(title.toUpperCase(), {
    maxWidth: TITLE_MAX_WIDTH,
    maxLines: 3,
    maxSizes: [40, 33, 28],
    minSize: 15,
  });
}

/** The y of the top of the title's first line. */
export function titleTop(block: TTextBlock): number {
  const lineHeight = block.fontSize * 1.04;
  return TITLE_BASELINE - (block.lines.length - 1) * lineHeight - block.fontSize * 0.74;
}

/** The title: a gradient fill that restarts on every line, a dark outline and a soft shadow. */
export function renderTitle(defs: TDefs, pal: TPalette, block: TTextBlock, id: string): string {
  const { lines, fontSize } = block;
  if (lines.length === 0) return '';
  const lineHeight = fontSize * 1.04;
  const first = TITLE_BASELINE - (lines.length - 1) * lineHeight;
  const capTop = first - fontSize * 0.74;
  const fill = defs.raw(
    `title${num(capTop)}${num(lineHeight)}`,
    (gid) =>
      `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(capTop)}" x2="0" y2="${num(capTop + lineHeight)}" spreadMethod="repeat"><stop offset="0" stop-color="${pal.titleTop}"/><stop offset="${num((fontSize * 0.74) / lineHeight)}" stop-color="${pal.titleBottom}"/><stop offset="1" stop-color="${pal.titleBottom}"/></linearGradient>`,
  );
  const tspans = lines
    .map(
      (line, i) => `<tspan x="150" y="${num(first + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const text = `<text id="${id}" text-anchor="middle" font-weight="800" font-size="${fontSize}">${tspans}</text>`;
  const blur = defs.raw(
    'tshadow',
    (fid) =>
      `<filter id="${fid}" x="-10%" y="-20%" width="120%" height="150%"><feGaussianBlur stdDeviation="3"/></filter>`,
  );
  return (
    `<defs>${text}</defs>` +
    `<use href="#${id}" fill="#000" opacity=".7" transform="translate(0 ${num(fontSize * 0.1)})" filter="url(#${blur})"/>` +
    `<use href="#${id}" fill="none" stroke="${pal.ink}" stroke-width="${num(Math.max(3, fontSize * 0.16))}" stroke-linejoin="round"/>` +
    `<use href="#${id}" fill="url(#${fill})"/>`
  );
}

const CAPTION_SIZE = 10.5;
const CAPTION_SPACING = 2;

/** The provider's name, small and letter-spaced, between two hairlines. */
export function renderCaption(name: string, accent: string): string {
  const text = truncate(name.toUpperCase().trim(), CAPTION_SIZE, 220, CAPTION_SPACING);
  if (text === '') return '';
  const half = textWidth(text, CAPTION_SIZE, CAPTION_SPACING) / 2;
  const y = 382;
  const rule = (from: number, to: number) => `M${num(from)} ${y - 3.5}H${num(to)}`;
  return (
    `<path d="${rule(150 - half - 26, 150 - half - 8)}${rule(150 + half + 8, 150 + half + 26)}" stroke="${accent}" stroke-opacity=".7" stroke-width="1.2"/>` +
    `<text x="${num(150 + CAPTION_SPACING / 2)}" y="${y}" text-anchor="middle" font-weight="600" font-size="${CAPTION_SIZE}" letter-spacing="${CAPTION_SPACING}" fill="#fff" fill-opacity=".72">${escapeXml(text)}</text>`
  );
}

/** The corner badge for exclusive and early-access games. */
export function renderBadge(defs: TDefs, label: 'exclusive' | 'early_access'): string {
  const exclusive = label === 'exclusive';
  const text = exclusive ? 'EXCLUSIVE' : 'EARLY ACCESS';
  const size = 13;
  const width = textWidth(text, size, 0.6) + 46;
  const fill = exclusive
    ? defs.lin(['#fff3b0', '#ffc83d', '#e08a10'])
    : defs.lin(['#b69cff', '#7b4dff', '#3a8bff'], [0, 0, 1, 1]);
  const ink = exclusive ? '#3a2000' : '#ffffff';
  const icon = exclusive
    ? `<path d="${sparklePath(29, 26, 8)}" fill="${ink}"/>`
    : `<path d="M31 16 23 27H29L27 36 35 25H29Z" fill="${ink}"/>`;
  return (
    `<g data-badge="${label}">` +
    `<rect x="12" y="12" width="${num(width)}" height="28" rx="14" fill="${fill}" stroke="#fff" stroke-opacity=".6"/>` +
    icon +
    `<text x="41" y="30.7" font-weight="800" font-size="${size}" letter-spacing=".6" fill="${ink}">${text}</text></g>`
  );
}
