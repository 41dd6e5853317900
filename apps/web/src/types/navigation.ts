import type { LucideIcon } from 'lucide-react';

/** One sidebar menu entry: `title` is a translation key, `value` the path it opens. */
export interface TNavEntry {
  title: string;
  value: string;
  icon: LucideIcon;
  /** Already translated text shown instead of `title` (names from the API). */
  label?: string;
  /** A short note after the label (a sport's live count). */
  badge?: string;
  children?: TNavEntry[];
}
