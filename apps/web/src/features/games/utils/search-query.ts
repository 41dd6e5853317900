/** Game search constants (spec 5, 9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** A query is used only when longer than 2 characters after trimming. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_PAGE_SIZE = 30;
export const SEARCH_PLACEHOLDERS = 18;
/** The server's limit on the search text. */
export const SEARCH_MAX_LENGTH = 64;

/** The text to search for, or `undefined` while it is too short to be used. */
export function searchTermOf(text: string): string | undefined {
  const term = text.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : undefined;
}
