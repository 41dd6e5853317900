/** An amount as a chip fits it: 1, 0.5, 25, 1.5K, 2M. */
export function chipLabel(decimal: string): string {
  const value = Number(decimal);
  if (value >= 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (value >= 1_000) return `${trim(value / 1_000)}K`;
  return trim(value);
}

function trim(value: number): string {
  return String(Math.floor(value * 100) / 100);
}
