import { ErrorDetail } from '@aurum/contracts/http';

export type TErrorParams = Record<string, unknown>;

/**
 * The one error services throw. The error handler turns it into `{detail, ...params}` with
 * `status`; `detail` is the key the UI translates.
 */
export class AppError extends Error {
  constructor(
    readonly detail: string,
    readonly status: number = 400,
    readonly params: TErrorParams = {},
  ) {
    super(detail);
    this.name = 'AppError';
  }

  static notFound(detail: string = ErrorDetail.notFound, params?: TErrorParams) {
    return new AppError(detail, 404, params);
  }

  static unauthorized(detail: string = ErrorDetail.unauthorized, params?: TErrorParams) {
    return new AppError(detail, 401, params);
  }

  static forbidden(detail: string = ErrorDetail.forbidden, params?: TErrorParams) {
    return new AppError(detail, 403, params);
  }

  static conflict(detail: string, params?: TErrorParams) {
    return new AppError(detail, 409, params);
  }
}
