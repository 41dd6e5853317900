import { GameErrorDetail } from '@aurum/contracts/games';
import { ErrorDetail } from '@aurum/contracts/http';
import { RgErrorDetail } from '@aurum/contracts/responsible-gaming';
import { isApiError } from '@/lib/api-error';

export type TBlockReason = 'country' | 'currency';

const isBlockReason = (value: unknown): value is TBlockReason =>
  value === 'country' || value === 'currency';

/** Launch error details with a message of their own (`Games.errors.*`); others are `generic`. */
const KNOWN_DETAILS = new Set<string>([
  ...Object.values(GameErrorDetail),
  ErrorDetail.notFound,
  ErrorDetail.tooManyRequests,
  RgErrorDetail.blocked,
  RgErrorDetail.sessionLimit,
]);

export function launchErrorDetail(error: unknown): string {
  const detail = isApiError(error) ? error.detail : '';
  return KNOWN_DETAILS.has(detail) ? detail : 'generic';
}

/** Why a launch answered that the game is blocked here, if it did. */
export function blockedBy(error: unknown): TBlockReason | null {
  if (!isApiError(error) || error.detail !== GameErrorDetail.blocked) return null;
  return isBlockReason(error.params.reason) ? error.params.reason : 'country';
}
