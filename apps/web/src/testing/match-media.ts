type TListener = (event: MediaQueryListEvent) => void;

const lists = new Set<{ query: string; listeners: Set<TListener> }>();
let viewportWidth = 1440;
/** Other media features a test has set, e.g. `{ orientation: 'portrait' }`; unset ones match. */
let features: Record<string, string> = {};

/**
 * Evaluates the `(min-width: Npx)` / `(max-width: Npx)` queries the app uses; any other
 * `(feature: value)` matches unless `setMediaFeatures` gave that feature another value.
 */
function matches(query: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  const others = [...query.matchAll(/\(([a-z-]+):\s*([^)]+?)\s*\)/g)].filter(
    ([, name]) => name !== 'min-width' && name !== 'max-width',
  );
  return (
    (!min || viewportWidth >= Number(min[1])) &&
    (!max || viewportWidth <= Number(max[1])) &&
    others.every(([, name = '', value]) => features[name] === undefined || features[name] === value)
  );
}

/** Sets media features such as `{ 'prefers-reduced-motion': 'no-preference' }` for this test. */
export function setMediaFeatures(next: Record<string, string>): void {
  features = { ...features, ...next };
  for (const entry of lists) {
    const event = { matches: matches(entry.query), media: entry.query } as MediaQueryListEvent;
    entry.listeners.forEach((listener) => listener(event));
  }
}

/** jsdom has no `matchMedia`; this one answers width queries for a pretend viewport. */
export function installMatchMedia(width = 1440): void {
  viewportWidth = width;
  features = {};
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<TListener>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: TListener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: TListener) => entry.listeners.delete(listener),
      addListener: (listener: TListener) => entry.listeners.add(listener),
      removeListener: (listener: TListener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

/** Pretends the window was resized and tells every query that listens. */
export function setViewportWidth(width: number): void {
  viewportWidth = width;
  for (const entry of lists) {
    const event = { matches: matches(entry.query), media: entry.query } as MediaQueryListEvent;
    entry.listeners.forEach((listener) => listener(event));
  }
}
