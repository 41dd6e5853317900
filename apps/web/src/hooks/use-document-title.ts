import { useEffect } from 'react';

const BRAND = 'Aurum';

/** Sets the tab title to "{title} · Aurum" (just the brand without a title). */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : `${BRAND} · Casino & Sportsbook`;
  }, [title]);
}
