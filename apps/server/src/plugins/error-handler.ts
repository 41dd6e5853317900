import { ErrorDetail } from '@aurum/contracts/http';
import type { FastifyError } from 'fastify';
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

/**
 * Every error leaves as `{detail, ...params}` with its status. Validation failures are 400 with
 * the offending fields; 5xx never show internals, except the message in development.
 */
export function installErrorHandler(app: App, options: { exposeInternals: boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
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
    return reply.status(500).send({
      detail: ErrorDetail.internal,
      ...(options.exposeInternals ? { message: error.message } : {}),
    });
  });
}
