import { useSyncExternalStore } from 'react';

/** A view is a name (`'login'`) or the thing an overlay shows (the deposit it celebrates). */
type TViewValue = string | object;

export interface TViewStore<TView extends TViewValue> {
  getView: () => TView | null;
  open: (view: TView) => void;
  close: () => void;
  subscribe: (listener: () => void) => () => void;
}

const everyStore = new Set<Pick<TViewStore<TViewValue>, 'close'>>();

/** A tiny app-wide store for "which view of an overlay is open" (auth modal, support modal...). */
export function createViewStore<TView extends TViewValue>(): TViewStore<TView> {
  let view: TView | null = null;
  const listeners = new Set<() => void>();
  const set = (next: TView | null) => {
    if (next === view) return;
    view = next;
    listeners.forEach((listener) => listener());
  };
  const store: TViewStore<TView> = {
    getView: () => view,
    open: (next) => set(next),
    close: () => set(null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  everyStore.add(store);
  return store;
}

/** Closes every overlay at once: a fresh page in tests that share one window. */
export function closeEveryViewStore() {
  everyStore.forEach((store) => store.close());
}

export function useViewStore<TView extends TViewValue>(store: TViewStore<TView>) {
  const view = useSyncExternalStore(store.subscribe, store.getView, store.getView);
  return { view, open: store.open, close: store.close };
}
