import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/hooks/use-countdown';
import { mapAuthError } from '../utils/map-auth-error';

/**
 * Shows a failed sign-in or sign-up in place: field errors under their fields, the rest as one
 * form message, and "too many attempts" with a countdown that keeps the submit button disabled.
 */
export function useAuthFailure<T extends FieldValues>({
  fields,
  setError,
  onBanned,
}: {
  /** The form's own fields; server issues for anything else become the form message. */
  fields: readonly Path<T>[];
  setError: UseFormSetError<T>;
  onBanned: () => void;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | undefined>();
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(retryAt);

  const apply = (error: unknown) => {
    const failure = mapAuthError(error);
    if (failure.banned) {
      onBanned();
      return;
    }
    let unplaced: string | undefined;
    for (const issue of failure.fields) {
      const field = fields.find((name) => name === issue.path);
      if (field) setError(field, { type: 'server', message: issue.message });
      else unplaced ??= issue.message;
    }
    setFormError(failure.form ?? unplaced);
    setRetryAt(failure.retryAfterSeconds ? Date.now() + failure.retryAfterSeconds * 1000 : null);
  };

  const clear = () => {
    setFormError(undefined);
    setRetryAt(null);
  };

  const rateLimited = retryAt !== null && secondsLeft > 0;
  const message = rateLimited
    ? t('Auth.errors.too_many_requests', { seconds: secondsLeft })
    : retryAt === null && formError
      ? t(formError, { defaultValue: t('Errors.unexpected_error') })
      : undefined;

  return { apply, clear, message, rateLimited };
}
