/**
 * JSON with object keys sorted and bigints as decimal strings: two values that mean the same
 * (whatever their key order, a payout as bigint or as text) give the same text.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * Whether a recorded outcome says what the recomputed one says: every field the game's maths
 * produces must match (a recorded outcome may carry more for display, e.g. a round's status).
 */
export function outcomeMatches(recomputed: unknown, recorded: unknown): boolean {
  if (typeof recomputed !== 'object' || recomputed === null || Array.isArray(recomputed)) {
    return canonicalJson(recomputed) === canonicalJson(recorded);
  }
  if (typeof recorded !== 'object' || recorded === null) return false;
  const fields = recorded as Record<string, unknown>;
  return Object.entries(recomputed).every(
    ([key, value]) => key in fields && canonicalJson(value) === canonicalJson(fields[key]),
  );
}
