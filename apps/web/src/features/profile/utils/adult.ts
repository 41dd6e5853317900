/** Players must be this old (years). */
export const ADULT_AGE = 18;
const EARLIEST_BIRTH_YEAR = 1900;

const pad = (value: number) => String(value).padStart(2, '0');

/** Whether someone born on `dateOfBirth` (`YYYY-MM-DD`) is an adult on `now`, as the server decides. */
export function isAdult(dateOfBirth: string, now: Date): boolean {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  const adultFrom = Date.UTC(year + ADULT_AGE, month - 1, day);
  return year >= EARLIEST_BIRTH_YEAR && adultFrom <= now.getTime();
}

/** The latest birth date an adult can have today, for the date picker's `max`. */
export function latestAdultBirthDate(now: Date): string {
  return `${now.getUTCFullYear() - ADULT_AGE}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}`;
}

export const EARLIEST_BIRTH_DATE = `${EARLIEST_BIRTH_YEAR}-01-01`;
