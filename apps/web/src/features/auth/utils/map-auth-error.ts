import { AuthErrorDetail } from '@aurum/contracts/auth';
import { ErrorDetail, ZValidationIssue } from '@aurum/contracts/http';
import { PROMO_REFUSALS } from '@aurum/contracts/promo-codes';
import { z } from 'zod';
import { isApiError, NETWORK_ERROR_DETAIL } from '@/lib/api-error';

/** When the server does not say how long to wait after too many attempts. */
export const DEFAULT_RETRY_AFTER_S = 60;

export interface TAuthFailure {
  /** Messages (translation keys) to show under fields. */
  fields: { path: string; message: string }[];
  /** A message (translation key) for the whole form. */
  form?: string;
  /** Too many attempts: seconds until the next one is allowed. */
  retryAfterSeconds?: number;
  /** The account is banned: the ban screen takes over, the form only closes. */
  banned: boolean;
}

const ZIssues = z.array(ZValidationIssue);

/** Turns a failed sign-in or sign-up into what the form shows, in place. */
export function mapAuthError(error: unknown): TAuthFailure {
  const failure: TAuthFailure = { fields: [], banned: false };
  if (!isApiError(error)) return { ...failure, form: 'Errors.unexpected_error' };
  const { detail, params } = error;
  // A promo code that cannot be used: said under the promo field, translated with the bonuses.
  if ((PROMO_REFUSALS as readonly string[]).includes(detail))
    return { ...failure, fields: [{ path: 'promo', message: `Bonuses.errors.${detail}` }] };
  switch (detail) {
    case AuthErrorDetail.banned:
      return { ...failure, banned: true };
    case AuthErrorDetail.emailTaken:
      return { ...failure, fields: [{ path: 'email', message: 'Auth.errors.email_taken' }] };
    case AuthErrorDetail.invalidCredentials:
      return { ...failure, form: 'Auth.errors.invalid_credentials' };
    case ErrorDetail.tooManyRequests: {
      const seconds = Number(params.retryAfter);
      return {
        ...failure,
        form: 'Auth.errors.too_many_requests',
        retryAfterSeconds:
          Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : DEFAULT_RETRY_AFTER_S,
      };
    }
    case ErrorDetail.validation: {
      const issues = ZIssues.safeParse(params.fields);
      const fields = issues.success ? issues.data : [];
      return fields.length > 0
        ? { ...failure, fields }
        : { ...failure, form: 'Errors.validation_error' };
    }
    case NETWORK_ERROR_DETAIL:
    case ErrorDetail.internal:
      return { ...failure, form: `Errors.${detail}` };
    default:
      return { ...failure, form: 'Errors.unexpected_error' };
  }
}
