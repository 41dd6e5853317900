export interface TDayGroup<T> {
  /** The local calendar day, `YYYY-MM-DD`. */
  day: string;
  items: T[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a moment, `YYYY-MM-DD`. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Items already sorted newest first, cut into one group per local day (order kept). */
export function groupByDay<T extends { timestamp: string }>(items: readonly T[]): TDayGroup<T>[] {
  const groups: TDayGroup<T>[] = [];
  for (const item of items) {
    const day = localDay(new Date(item.timestamp));
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

export type TDayName = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; date: Date };

/** "Today", "Yesterday" or the date itself, for a group heading. */
export function nameDay(day: string, now: Date): TDayName {
  if (day === localDay(now)) return { kind: 'today' };
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (day === localDay(yesterday)) return { kind: 'yesterday' };
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return { kind: 'date', date: new Date(year, month - 1, date) };
}
