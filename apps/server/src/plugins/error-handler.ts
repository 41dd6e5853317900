import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorDetail } from '@aurum/contracts/http';
import type { ConnectionError, FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import type { App } from '../lib/http';

/** Fastify's own 4xx codes, mapped to details the UI can translate. */
const FASTIFY_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorDetail.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorDetail.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
  FST_ERR_RATE_LIMIT_EXCEEDED: ErrorDetail.tooManyRequests,
};

/** Details of what the HTTP layer refuses before any route sees the request. */
export const HttpErrorDetail = {
  uriTooLong: 'uri_too_long',
  headersTooLarge: 'headers_too_large',
  requestTimeout: 'request_timeout',
  badRequest: 'bad_request',
} as const;

/**
 * Fastify's answers before routing, as `{detail}`: a path segment past `maxParamLength` is
 * 414, a path that does not decode (broken UTF-8, an encoded lone surrogate) is the
 * validation error a NUL gets.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  genericReply,
) => {
  // The option is typed for every route generic; these answers fit none in particular.
  const reply = genericReply as unknown as FastifyReply;
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ detail: HttpErrorDetail.uriTooLong });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({
      detail: ErrorDetail.validation,
      in: 'params',
      fields: [{ path: '', message: 'Validation.invalid_characters' }],
    });
  } else {
    request.log.error({ err: error }, 'request failed before routing');
    void reply.status(500).send({ detail: ErrorDetail.internal });
  }
};

/** A request line this long is an overlong URL rather than overlong headers. */
const LONG_REQUEST_LINE = 8 * 1024;

/**
 * What Node's HTTP parser refuses itself (headers or request line past `maxHeaderSize`, a
 * malformed request) never reaches Fastify: answer it on the socket as `{detail}` JSON too.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let detail: string = HttpErrorDetail.badRequest;
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // The request line alone is past what a URL may be: the URL is what is too large.
    const raw: unknown = error.rawPacket;
    const packet = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
    const requestLine = /^[A-Z]+ /.test(packet) ? packet.split('\r\n', 1)[0] : '';
    const inRequestLine = (requestLine?.length ?? 0) > LONG_REQUEST_LINE;
    status = inRequestLine ? 414 : 431;
    detail = inRequestLine ? HttpErrorDetail.uriTooLong : HttpErrorDetail.headersTooLarge;
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    detail = HttpErrorDetail.requestTimeout;
  }
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Every error leaves as `{detail, ...params}` with its status. Validation failures are 400 with
 * the offending fields; 5xx never show internals, except the message in development.
 */
export function installErrorHandler(app: App, options: { exposeInternals: boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // Every rate limit says when to come back, in the header as well as the body.
      const { retryAfter } = error.params;
      if (error.status === 429 && typeof retryAfter === 'number') {
        reply.header('retry-after', String(retryAfter));
      }
      return reply.status(error.status).send({ ...error.params, detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        detail: ErrorDetail.validation,
        in: error.validationContext,
        fields: error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'invalid',
        })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(error)) {
      const detail = FASTIFY_DETAILS[error.code] ?? 'bad_request';
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    // A sum or conversion past what a bigint column holds: the request's amounts are too
    // large for the ledger (the transaction rolled back, nothing moved).
    if (databaseErrorIn(error)?.code === NUMERIC_OUT_OF_RANGE) {
      return reply.status(422).send({ detail: 'amount_too_large' });
    }
    return reply.status(500).send({
      detail: ErrorDetail.internal,
      ...(options.exposeInternals ? { message: safeMessage(error) } : {}),
    });
  });
}

/**
 * The message of a 5xx as development shows it. A failed query's message carries the SQL and
 * every parameter (a proof image's bytes, a password hash), so a database error shows only
 * its SQLSTATE code and constraint.
 */
export function safeMessage(error: Error): string {
  const database = databaseErrorIn(error);
  if (database) {
    const constraint = database.constraint ? ` (${database.constraint})` : '';
    return `database error ${database.code}${constraint}`;
  }
  if (error.message.startsWith('Failed query:')) return 'database error';
  return error.message;
}

/** SQLSTATE numeric_value_out_of_range. */
const NUMERIC_OUT_OF_RANGE = '22003';

/** The driver's error (PostgreSQL or PGlite) behind a failed query, if there is one. */
function databaseErrorIn(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const { code, constraint, severity } = current as {
      code?: unknown;
      constraint?: unknown;
      severity?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
    current = current.cause;
  }
  return undefined;
}
