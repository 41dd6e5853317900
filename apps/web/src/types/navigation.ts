import type { LucideIcon } from 'lucide-react';

/** One sidebar menu entry: `title` is a translation key, `value` the path it opens. */
export interface TNavEntry {
  title: string;
  value: string;
  icon: LucideIcon;
  children?: TNavEntry[];
}
