/** Where a visitor was headed when a protected page asked them to sign in (per tab). */
export const REDIRECT_STORAGE_KEY = 'aurum.redirectAfterSignIn';

/** Only paths inside this app: "/profile", never "//evil.example" or "https://...". */
const isAppPath = (value: string) => value.startsWith('/') && !value.startsWith('//');

export function rememberRedirect(path: string): void {
  if (!isAppPath(path)) return;
  try {
    window.sessionStorage.setItem(REDIRECT_STORAGE_KEY, path);
  } catch {
    // Storage can be disabled; the player then stays where they sign in.
  }
}

export function forgetRedirect(): void {
  try {
    window.sessionStorage.removeItem(REDIRECT_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The remembered path, once: reading it forgets it. */
export function takeRedirect(): string | null {
  let path: string | null;
  try {
    path = window.sessionStorage.getItem(REDIRECT_STORAGE_KEY);
  } catch {
    return null;
  }
  forgetRedirect();
  return path !== null && isAppPath(path) ? path : null;
}
