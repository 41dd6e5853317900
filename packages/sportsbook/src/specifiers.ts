/**
 * Market specifiers (`total=2.5`, `map=1|total=26.5`). The canonical form is `key=value` pairs
 * sorted by key and joined by `|`; numeric values are written in their shortest decimal form
 * (`+0.50` becomes `0.5`, `-0` becomes `0`), so one market has exactly one specifiers string.
 */
export type Specifiers = Readonly<Record<string, string>>;
/** Specifiers as callers give them: a string, or a record whose values may be numbers. */
export type SpecifierInput = string | Readonly<Record<string, string | number>>;

const KEY = /^[a-z][a-z0-9_]*$/;
const VALUE = /^[^|=\s]+$/;
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** The shortest decimal form of a numeric string; other strings come back unchanged. */
export function normalizeValue(value: string): string {
  const match = DECIMAL.exec(value);
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const wholePart = whole.replace(/^0+(?=\d)/, '');
  const fractionPart = fraction.replace(/0+$/, '');
  const digits = fractionPart === '' ? wholePart : `${wholePart}.${fractionPart}`;
  return sign === '-' && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/** The canonical specifiers string of a record; throws on a key or value it cannot carry. */
export function canonicalSpecifiers(record: Readonly<Record<string, string | number>>): string {
  return Object.entries(record)
    .map(([key, raw]) => {
      const value = normalizeValue(String(raw));
      if (!KEY.test(key)) throw new RangeError(`bad specifier key: ${key}`);
      if (!VALUE.test(value)) throw new RangeError(`bad specifier value: ${key}=${value}`);
      return [key, value] as const;
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('|');
}

/** Reads a specifiers string (canonical or not); `''` is no specifiers. Throws when malformed. */
export function parseSpecifiers(text: string): Specifiers {
  const record: Record<string, string> = {};
  if (text === '') return record;
  for (const pair of text.split('|')) {
    const [key = '', value, extra] = pair.split('=');
    if (value === undefined || extra !== undefined || !KEY.test(key) || !VALUE.test(value))
      throw new RangeError(`bad specifier: ${pair}`);
    if (Object.hasOwn(record, key)) throw new RangeError(`specifier given twice: ${key}`);
    record[key] = normalizeValue(value);
  }
  return record;
}

/** Specifiers given as a string or a record, read as a record. */
export function specifiersOf(input: SpecifierInput): Specifiers {
  return typeof input === 'string'
    ? parseSpecifiers(input)
    : parseSpecifiers(canonicalSpecifiers(input));
}

/** One specifier that must be there. */
export function requireSpecifier(specifiers: Specifiers, key: string): string {
  const value = specifiers[key];
  if (value === undefined) throw new RangeError(`missing specifier: ${key}`);
  return value;
}
