import { miniApp, themeParams } from '@tma.js/sdk-react';
import { logTelegramError } from './telegram-log';

/** The app's own background (`--color-bg`), for Telegram's bars around a light theme. */
const APP_BACKGROUND = '#0b0e17';

/**
 * The app's colours follow Telegram's theme. A dark Telegram theme lends the app its
 * background, text, hint and destructive colours, the surfaces mixed from them (the stylesheet's
 * `:root[data-tg-theme='dark']` rules over the SDK's `--tg-theme-*` variables), and Telegram's
 * header and bottom bar take that background. The casino's look is dark only, so under a light
 * Telegram theme it keeps its own palette and Telegram's bars take the app's background instead.
 * A theme changed in Telegram is followed until the returned function is called.
 */
export function followTelegramTheme(): () => void {
  const apply = (isDark: boolean) => {
    document.documentElement.dataset.tgTheme = isDark ? 'dark' : 'light';
    try {
      if (isDark) {
        miniApp.setHeaderColor.ifAvailable('bg_color');
        miniApp.setBgColor.ifAvailable('bg_color');
        miniApp.setBottomBarColor.ifAvailable('bg_color');
      } else if (miniApp.setHeaderColor.isAvailable() && miniApp.setHeaderColor.supports('rgb')) {
        miniApp.setHeaderColor(APP_BACKGROUND);
        miniApp.setBgColor.ifAvailable(APP_BACKGROUND);
        miniApp.setBottomBarColor.ifAvailable(APP_BACKGROUND);
      }
    } catch (error) {
      logTelegramError('the bar colours were refused', error);
    }
  };
  apply(themeParams.isDark());
  const unfollow = themeParams.isDark.sub(apply);
  return () => {
    unfollow();
    delete document.documentElement.dataset.tgTheme;
  };
}
