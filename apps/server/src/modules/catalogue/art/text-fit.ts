/**
 * Text measuring without a font engine. Widths are DejaVu Sans Bold advances (the widest of the
 * fonts the art names, and the one a bare Linux Chromium falls back to), so text that fits here
 * fits in Inter, Segoe UI, Roboto and Arial too.
 */

/** Advance widths in hundredths of an em, in the order of `MEASURED`. */
const MEASURED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ .,:;!?\'"&-()/+%$#@*…';
const WIDTHS = [
  77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77,
  72, 73, 35, 38, 38, 40, 40, 46, 58, 31, 52, 87, 42, 46, 46, 37, 84, 100, 70, 84, 100, 52, 100,
];
const ADVANCE = new Map(Array.from(MEASURED, (char, i) => [char, (WIDTHS[i] ?? 86) / 100]));

function advance(char: string): number {
  const known = ADVANCE.get(char);
  if (known !== undefined) return known;
  if (/[0-9]/.test(char)) return 0.7;
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x2e80) return 1.05;
  return 0.86;
}

/**
 * Estimated rendered width. Never less than 0.6 × size per character, the rule of thumb the
 * tests hold every line to.
 */
export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  const chars = Array.from(text);
  const measured = chars.reduce((sum, char) => sum + advance(char), 0) * fontSize;
  return Math.max(measured, 0.6 * fontSize * chars.length) + letterSpacing * chars.length;
}

/** Cuts `text` to fit `maxWidth`, ending it with an ellipsis when something was cut. */
export function truncate(
  text: string,
  fontSize: number,
  maxWidth: number,
  letterSpacing = 0,
): string {
  if (textWidth(text, fontSize, letterSpacing) <= maxWidth) return text;
  const chars = Array.from(text);
  while (
    chars.length > 0 &&
    textWidth(`${chars.join('').trimEnd()}…`, fontSize, letterSpacing) > maxWidth
  ) {
    chars.pop();
  }
  return `${chars.join('').trimEnd()}…`;
}

export interface TTextBlock {
  lines: string[];
  fontSize: number;
}

export interface TFitOptions {
  maxWidth: number;
  maxLines: number;
  /** Largest size for a block of 1, 2, 3… lines; the last entry covers any more. */
  maxSizes: readonly number[];
  minSize: number;
}

function wrap(words: readonly string[], fontSize: number, maxWidth: number): string[] | null {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (textWidth(word, fontSize) > maxWidth) return null;
    const candidate = current === '' ? word : `${current} ${word}`;
    if (textWidth(candidate, fontSize) <= maxWidth) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

/**
 * The same words over the same number of lines, with the breaks moved so the longest line is as
 * short as possible ("Way of / the Katana" rather than "Way of the / Katana").
 */
function balance(words: readonly string[], count: number, fontSize: number): string[] {
  const best = { lines: [words.join(' ')], width: Number.POSITIVE_INFINITY };
  const visit = (start: number, left: number, lines: readonly string[]): void => {
    if (left === 1) {
      const all = [...lines, words.slice(start).join(' ')];
      const width = Math.max(...all.map((line) => textWidth(line, fontSize)));
      if (width < best.width - 0.01) Object.assign(best, { lines: all, width });
      return;
    }
    for (let end = start + 1; end <= words.length - left + 1; end++) {
      visit(end, left - 1, [...lines, words.slice(start, end).join(' ')]);
    }
  };
  if (count > 1 && words.length >= count) visit(0, count, []);
  return best.lines;
}

/** Splits a word too long for any line into pieces that fit. */
function breakWord(word: string, fontSize: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let current = '';
  if (textWidth(word, fontSize) <= maxWidth) return [word];
  for (const char of word) {
    if (current !== '' && textWidth(`${current}${char}-`, fontSize) > maxWidth) {
      pieces.push(`${current}-`);
      current = '';
    }
    current += char;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/**
 * Word-wraps `text` at the largest size that fits. A word too long for a line is hyphenated, but
 * only once shrinking the whole block to a modest size has not helped.
 */
export function fitText(text: string, options: TFitOptions): TTextBlock {
  const { maxWidth, maxLines, maxSizes, minSize } = options;
  const words = text.split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return { lines: [], fontSize: minSize };
  const top = Math.max(...maxSizes);
  const hyphenateBelow = Math.max(minSize, Math.round(top * 0.6));
  for (let size = top; size >= minSize; size--) {
    const pieces =
      size <= hyphenateBelow ? words.flatMap((word) => breakWord(word, size, maxWidth)) : words;
    const lines = wrap(pieces, size, maxWidth);
    if (lines === null || lines.length > maxLines) continue;
    const cap = maxSizes[Math.min(lines.length, maxSizes.length) - 1] ?? top;
    if (size <= cap) return { lines: balance(pieces, lines.length, size), fontSize: size };
  }
  const lines =
    wrap(
      words.flatMap((word) => breakWord(word, minSize, maxWidth)),
      minSize,
      maxWidth,
    ) ?? [];
  const kept = lines.slice(0, maxLines);
  const last = kept.pop() ?? '';
  kept.push(truncate(`${last} ${lines.slice(maxLines).join(' ')}`.trim(), minSize, maxWidth));
  return { lines: kept, fontSize: minSize };
}
