import { ErrorDetail, ZErrorBody } from '@aurum/contracts/http';

/** The request never got an HTTP answer (offline, DNS, CORS, server down). */
export const NETWORK_ERROR_DETAIL = 'network_error';
/** The server answered 2xx with a body that does not match the contract. */
export const INVALID_RESPONSE_DETAIL = 'invalid_response';
/** A non-2xx answer whose body is not `{detail, ...params}`. */
export const UNEXPECTED_ERROR_DETAIL = 'unexpected_error';

export type TApiErrorParams = Record<string, unknown>;

/** Every failed API call ends up as one of these; `detail` is the key the UI translates. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly params: TApiErrorParams;

  constructor({
    status,
    detail,
    params = {},
  }: {
    status: number;
    detail: string;
    params?: TApiErrorParams;
  }) {
    super(`${detail} (HTTP ${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.params = params;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Maps a non-2xx answer to an ApiError: `{detail, ...params}` when the body follows the contract. */
export function toApiError(status: number, body: unknown): ApiError {
  const parsed = ZErrorBody.safeParse(body);
  if (!parsed.success) {
    const detail = status >= 500 ? ErrorDetail.internal : UNEXPECTED_ERROR_DETAIL;
    return new ApiError({ status, detail });
  }
  const { detail, ...params } = parsed.data;
  return new ApiError({ status, detail, params });
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
