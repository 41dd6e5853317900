type TListener = (event: MediaQueryListEvent) => void;

const lists = new Set<{ query: string; listeners: Set<TListener> }>();
let viewportWidth = 1440;

/** Evaluates the `(min-width: Npx)` / `(max-width: Npx)` queries the app uses. */
function matches(query: string): boolean {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}

/** jsdom has no `matchMedia`; this one answers width queries for a pretend viewport. */
export function installMatchMedia(width = 1440): void {
  viewportWidth = width;
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
