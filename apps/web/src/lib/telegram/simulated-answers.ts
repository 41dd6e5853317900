/**
 * What a simulated Telegram client answers (plain data): for the bot build outside Telegram in
 * development, the unit tests and the browser journeys.
 */

export const SAFE_AREA = { top: 47, bottom: 34, left: 0, right: 0 };
export const CONTENT_SAFE_AREA = { top: 46, bottom: 0, left: 0, right: 0 };

/** Telegram's night theme (as Telegram Desktop sends it). */
export const DARK_THEME = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
};

/** Telegram's day theme. */
export const LIGHT_THEME = {
  bg_color: '#ffffff',
  secondary_bg_color: '#f1f1f1',
  text_color: '#000000',
  hint_color: '#999999',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  destructive_text_color: '#d14e4e',
};

/** How Telegram answers the requests the start-up makes: a phone with a notch, 375 px wide. */
export const TELEGRAM_ANSWERS: Record<string, [event: string, payload: unknown]> = {
  web_app_request_safe_area: ['safe_area_changed', SAFE_AREA],
  web_app_request_content_safe_area: ['content_safe_area_changed', CONTENT_SAFE_AREA],
  web_app_request_viewport: [
    'viewport_changed',
    { height: 812, width: 375, is_expanded: true, is_state_stable: true },
  ],
  web_app_request_fullscreen: ['fullscreen_changed', { is_fullscreen: true }],
  web_app_request_theme: ['theme_changed', { theme_params: DARK_THEME }],
};
