/** Postgres' unique_violation, as both drivers report it (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown }).cause) === '23505';
}
