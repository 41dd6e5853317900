import type { TFunction } from 'i18next';

/**
 * Validation messages are translation keys (`Validation.required`, from the contracts or the
 * server); anything that is not a known key reads as a generic "invalid format".
 */
export function translateIssue(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return t(message, { defaultValue: t('Validation.invalid_format') });
}
