import { CrashErrorDetail } from '@aurum/contracts/crash';
import { StudioErrorDetail } from '@aurum/contracts/studio';
import { RgErrorDetail } from '@aurum/contracts/responsible-gaming';
import type { TFunction } from 'i18next';
import { isApiError, NETWORK_ERROR_DETAIL } from '@/lib/api-error';

const KNOWN_DETAILS = new Set<string>([
  ...Object.values(StudioErrorDetail),
  ...Object.values(CrashErrorDetail),
  RgErrorDetail.blocked,
  RgErrorDetail.wagerLimit,
  RgErrorDetail.lossLimit,
]);

/** The `detail` of a failed call, or `unknown` for anything that is not an API answer. */
export function detailOf(error: unknown): string {
  return isApiError(error) ? error.detail : 'unknown';
}

/** A failed studio call in the player's words (`Studio.errors.{detail}`). */
export function studioErrorMessage(t: TFunction, error: unknown): string {
  const detail = detailOf(error);
  if (KNOWN_DETAILS.has(detail)) return t(`Studio.errors.${detail}`);
  if (detail === NETWORK_ERROR_DETAIL) return t('Studio.errors.network');
  return t('Studio.errors.unknown');
}

/** Errors after which the session is gone: the frame shows a full-screen message. */
export function isSessionGone(error: unknown): boolean {
  const detail = detailOf(error);
  return (
    detail === StudioErrorDetail.sessionNotFound || detail === StudioErrorDetail.sessionExpired
  );
}
