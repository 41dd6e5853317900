/** The inline sidebar and desktop header appear from this width; the tab bar below it. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 1024px)';
