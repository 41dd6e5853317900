import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, for signature checks. */
    rawBody?: string;
  }
}

/**
 * In `scope` (an encapsulated plugin), JSON bodies keep their raw text as `request.rawBody`
 * beside the parsed value, so a signature can be checked over the bytes that were signed.
 */
export function keepRawJsonBody(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, parsed) => {
    const raw = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = raw;
    try {
      parsed(null, JSON.parse(raw) as unknown);
    } catch {
      parsed(new AppError('validation_error', 400), undefined);
    }
  });
}
