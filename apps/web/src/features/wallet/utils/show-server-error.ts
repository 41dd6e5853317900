import { isApiError, UNEXPECTED_ERROR_DETAIL, type TApiErrorParams } from '@/lib/api-error';
import { i18n } from '@/lib/i18n/i18n';
import { showToast } from '@/lib/toast';

/** Where the wallet's server error details are translated (spec 8): `wallet.server_error.{detail}`. */
const SERVER_ERROR_KEYS = 'wallet.server_error';
/** The variant of a message that names the body's figures, used when the body has them all. */
const WITH_PARAMS = '_params';
const VALIDATION_KEYS = 'Validation.';
const DETAIL = /^[a-z0-9_]+$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const DECIMAL = /^-?\d+(\.\d+)?$/;

function templateOf(key: string): string | undefined {
  const language = i18n.resolvedLanguage ?? i18n.language;
  const template: unknown = i18n.getResource(language, 'translation', key);
  return typeof template === 'string' ? template : undefined;
}

/** Decimal strings of the body ("5.000000") read as numbers of the player's locale ("5"). */
function readableParams(params: TApiErrorParams): Record<string, unknown> {
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 18 });
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && DECIMAL.test(value)
        ? format.format(value as `${number}`)
        : value,
    ]),
  );
}

/**
 * The player's words for a failed wallet call: the detail's own message, with the figures the
 * body carries when it carries all a message names; `fallbackKey` for details it has none for.
 */
export function serverErrorMessage(
  detail: string,
  params: TApiErrorParams,
  fallbackKey: string,
): string {
  // A refused field value comes back as its validation message key (`Validation.invalid_amount`),
  // with the limit it broke when it names one (`Validation.maximum_amount`: amount, currency).
  if (detail.startsWith(VALIDATION_KEYS) && templateOf(detail))
    return i18n.t(detail, readableParams(params));
  if (!DETAIL.test(detail)) return i18n.t(fallbackKey);
  const key = `${SERVER_ERROR_KEYS}.${detail}`;
  const values = readableParams(params);
  const detailed = templateOf(`${key}${WITH_PARAMS}`);
  const named = detailed ? [...detailed.matchAll(PLACEHOLDER)].map(([, name]) => name) : [];
  if (detailed && named.every((name) => name !== undefined && values[name] != null)) {
    return i18n.t(`${key}${WITH_PARAMS}`, values);
  }
  return templateOf(key) ? i18n.t(key, values) : i18n.t(fallbackKey);
}

interface TShowServerErrorOptions {
  /** The message's key when the detail has no translation (e.g. `wallet.withdrawal_crypto.error`). */
  fallbackKey: string;
  /** The toast title's key; the toast's default title ("Notification") without it. */
  titleKey?: string;
}

/** A wallet call failed: an error toast with the translated detail, the detail and the time. */
export function showServerError(
  error: unknown,
  { fallbackKey, titleKey }: TShowServerErrorOptions,
) {
  const detail = isApiError(error) ? error.detail : UNEXPECTED_ERROR_DETAIL;
  const params = isApiError(error) ? error.params : {};
  return showToast({
    type: 'error',
    title: titleKey ? i18n.t(titleKey) : undefined,
    message: serverErrorMessage(detail, params, fallbackKey),
    errorKey: detail,
    errorTime: new Date(),
  });
}
