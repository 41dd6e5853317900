import { useSyncExternalStore } from 'react';

/** A view is a name (`'login'`) or the thing an overlay shows (the deposit it celebrates). */
type TViewValue = string | object;

export interface TViewStore<TView extends TViewValue> {
  getView: () => TView | null;
  open: (view: TView) => void;
  close: () => void;
  subscribe: (listener: () => void) => () => void;
}

/** A tiny app-wide store for "which view of an overlay is open" (auth modal, support modal...). */
export function createViewStore<TView extends TViewValue>(): TViewStore<TView> {
  let view: TView | null = null;
  const listeners = new Set<() => void>();
  const set = (next: TView | null) => {
    if (next === view) return;
    view = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getView: () => view,
    open: (next) => set(next),
    close: () => set(null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useViewStore<TView extends TViewValue>(store: TViewStore<TView>) {
  const view = useSyncExternalStore(store.subscribe, store.getView, store.getView);
  return { view, open: store.open, close: store.close };
}
