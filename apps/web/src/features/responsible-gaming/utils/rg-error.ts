import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';

/**
 * A refused responsible-gaming call or a refusal it caused (`ResponsibleGaming.errors.{detail}`),
 * with the figures the body carries; `Errors.unexpected_error` for anything else.
 */
export function rgErrorMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('Errors.unexpected_error');
  return t(`ResponsibleGaming.errors.${error.detail}`, {
    ...error.params,
    defaultValue: t('Errors.unexpected_error'),
  });
}
