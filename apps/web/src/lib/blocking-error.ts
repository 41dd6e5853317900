import { AuthErrorDetail } from '@aurum/contracts/auth';
import { ErrorDetail } from '@aurum/contracts/http';
import { useSyncExternalStore } from 'react';
import { isApiError, NETWORK_ERROR_DETAIL } from './api-error';

/** A failure that takes over the screen until it is resolved (spec section 8). */
export type TBlockingError =
  | { kind: 'banned'; reason: string; description: string }
  | { kind: 'region'; country: string; ip: string }
  | { kind: 'invalid_bot' }
  | { kind: 'connection' };

export type TBlockingErrorKind = TBlockingError['kind'];

/** Server failures in a row (retries included) that count as "the connection is unstable". */
export const REPEATED_FAILURES = 2;

/** A stronger screen is never replaced by a weaker one: a ban outranks everything. */
const PRIORITY: Record<TBlockingErrorKind, number> = {
  connection: 0,
  invalid_bot: 1,
  region: 2,
  banned: 3,
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function isServerFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/**
 * Which screen an API failure calls for, if any. `repeated` says whether server failures kept
 * coming (a single 5xx is left to the caller; a network failure always counts).
 */
export function toBlockingError(error: unknown, repeated: boolean): TBlockingError | null {
  if (!isApiError(error)) return null;
  const { status, detail, params } = error;
  if (status === 401 && detail === AuthErrorDetail.banned) {
    return { kind: 'banned', reason: text(params.reason), description: text(params.description) };
  }
  if (status === 451 || detail === AuthErrorDetail.regionRestricted) {
    return { kind: 'region', country: text(params.country), ip: text(params.ip) };
  }
  if (detail === AuthErrorDetail.invalidBot) return { kind: 'invalid_bot' };
  if (detail === NETWORK_ERROR_DETAIL) return { kind: 'connection' };
  if ((status >= 500 || detail === ErrorDetail.internal) && repeated) return { kind: 'connection' };
  return null;
}

let current: TBlockingError | null = null;
let serverFailuresInRow = 0;
const listeners = new Set<() => void>();

function set(next: TBlockingError | null): void {
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export const blockingErrorStore = {
  get: (): TBlockingError | null => current,
  show: (error: TBlockingError): void => {
    if (current && PRIORITY[current.kind] >= PRIORITY[error.kind]) return;
    set(error);
  },
  /** Clears the screen; with a kind, only when that screen is the one showing. */
  clear: (kind?: TBlockingErrorKind): void => {
    if (kind && current?.kind !== kind) return;
    serverFailuresInRow = 0;
    set(null);
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Called for every failed query and mutation; `attempts` counts a query's retries. */
export function reportApiFailure(error: unknown, attempts = 1): void {
  if (isServerFailure(error)) serverFailuresInRow += attempts;
  const screen = toBlockingError(error, serverFailuresInRow >= REPEATED_FAILURES);
  if (screen) blockingErrorStore.show(screen);
}

/** Any answer from the server ends a run of failures. */
export function reportApiSuccess(): void {
  serverFailuresInRow = 0;
}

export function useBlockingError(): TBlockingError | null {
  return useSyncExternalStore(
    blockingErrorStore.subscribe,
    blockingErrorStore.get,
    blockingErrorStore.get,
  );
}
