/** Hue pairs the placeholder covers are painted in: warm golds, violets, teals, roses. */
const TINTS = [
  ['#3b2a0a', '#a86a05'],
  ['#231a4a', '#7c5cff'],
  ['#0c2e2a', '#14a37a'],
  ['#3a1426', '#d9487a'],
  ['#0f2340', '#2f7fe0'],
  ['#341a0c', '#e0702f'],
  ['#1f2a10', '#7fb32a'],
  ['#2a1040', '#b45cff'],
] as const;

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

/** The same game always gets the same two colours for its placeholder cover. */
export function coverTint(seed: string): { from: string; to: string } {
  const [from, to] = TINTS[hashOf(seed) % TINTS.length] ?? TINTS[0];
  return { from, to };
}
