/** The next page loads once the list is scrolled within this distance of its end (spec 9). */
export const LOAD_MORE_THRESHOLD_PX = 40;

/**
 * Whether a scroll container is scrolled to within `threshold` px of its end. One not laid out
 * (hidden, or measured by nothing, as in tests) never is.
 */
export function isNearEnd(root: HTMLElement, threshold = LOAD_MORE_THRESHOLD_PX): boolean {
  if (root.clientHeight === 0) return false;
  return root.scrollHeight - root.scrollTop - root.clientHeight <= threshold;
}
