/** Telegram start-up problems never stop the app (spec 8): they are only logged. */
export function logTelegramError(message: string, error: unknown): void {
  console.warn(`Telegram mini-app: ${message}`, error);
}
