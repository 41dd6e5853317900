import { IDEMPOTENCY_KEY_HEADER, IdempotencyErrorDetail } from '@aurum/contracts/http';
import { isApiError, NETWORK_ERROR_DETAIL } from './api-error';

/** A money call's body with the key of its submission. */
export interface TSubmission<TBody> {
  body: TBody;
  idempotencyKey: string;
}

/** A random key: `crypto.randomUUID` where the page is a secure context, else 128 random bits. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * One submission of a money form: its body with a new key. Every automatic retry of this
 * submission sends the same key, so the server answers the first answer and reserves once.
 */
export const submission = <TBody>(body: TBody): TSubmission<TBody> => ({
  body,
  idempotencyKey: newIdempotencyKey(),
});

/** The request headers that carry a submission's key. */
export const idempotencyHeaders = ({ idempotencyKey }: { idempotencyKey: string }) => ({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
});

const MAX_RETRIES = 3;

/**
 * Retries for money calls sent with a key: an answer lost on the way (no HTTP answer), or the
 * first attempt still running on the server, is asked again with the same key; any other
 * answer is final.
 */
export function retryLostAnswer(failureCount: number, error: unknown): boolean {
  if (!isApiError(error) || failureCount >= MAX_RETRIES) return false;
  return (
    error.detail === NETWORK_ERROR_DETAIL || error.detail === IdempotencyErrorDetail.inProgress
  );
}

/** Waits doubling from 0.6 s between the tries. */
export const retryLostAnswerDelay = (failureCount: number) => 300 * 2 ** failureCount;
