import { ErrorDetail, type TValidationIssue } from '@aurum/contracts/http';
import type { App } from '../lib/http';
import { HttpErrorDetail } from './error-handler';

/** Longest request target answered; longer is 414 (Node itself refuses past 16 KiB of head). */
export const MAX_URL_LENGTH = 8 * 1024;

/** Deeper than any request the API takes; deeper input is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

export const InputIssue = {
  invalidCharacters: 'Validation.invalid_characters',
  tooDeep: 'Validation.too_deeply_nested',
} as const;

/**
 * NUL, or a UTF-16 surrogate without its pair. PostgreSQL stores neither (text refuses NUL,
 * jsonb refuses both), so such a string could only fail later, deep inside a transaction.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/**
 * Every string (and object key) in `input` that PostgreSQL cannot store, and nesting past
 * MAX_INPUT_DEPTH, as validation issues; at most `limit` of them. Walks without recursion, so
 * hostile nesting cannot exhaust the stack.
 */
export function unsafeInputIssues(input: unknown, limit = 20): TValidationIssue[] {
  const issues: TValidationIssue[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (pending.length > 0 && issues.length < limit) {
    const { value, path } = pending.pop() as { value: unknown; path: string[] };
    if (typeof value === 'string') {
      if (isUnsafeText(value)) {
        issues.push({ path: path.join('.'), message: InputIssue.invalidCharacters });
      }
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      issues.push({ path: path.slice(0, 3).join('.'), message: InputIssue.tooDeep });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const itemPath = [...path, printable(key)];
      if (isUnsafeText(key)) {
        issues.push({ path: itemPath.join('.'), message: InputIssue.invalidCharacters });
        continue;
      }
      pending.push({ value: item, path: itemPath });
    }
  }
  return issues;
}

/**
 * Whether every percent-escape of the query string decodes as UTF-8. The query parser keeps an
 * undecodable one (an encoded lone surrogate, broken UTF-8) as literal text; the path's router
 * refuses it, and so does this, alike.
 */
function queryDecodes(url: string): boolean {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return true;
  try {
    for (const piece of url.slice(start + 1).split(/[&=]/)) decodeURIComponent(piece);
    return true;
  } catch {
    return false;
  }
}

/** A key as it may be echoed back in an error: unsafe characters replaced. */
function printable(key: string): string {
  return key.replace(new RegExp(UNSAFE_TEXT.source, 'g'), '\uFFFD').slice(0, 64);
}

/**
 * Refuses, for every route at once, input PostgreSQL cannot hold: NUL and lone surrogates in any
 * string of the body, query or path (percent-encoded ones included), and absurd nesting. The
 * answer is the validation error the contracts' own checks give.
 */
export function installInputGuard(app: App): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) {
      return reply.status(414).send({ detail: HttpErrorDetail.uriTooLong });
    }
    return undefined;
  });
  app.addHook('preValidation', async (request, reply) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    if (!queryDecodes(request.url)) {
      return reply.status(400).send({
        detail: ErrorDetail.validation,
        in: 'querystring',
        fields: [{ path: '', message: InputIssue.invalidCharacters }],
      });
    }
    for (const [part, value] of parts) {
      const fields = unsafeInputIssues(value);
      if (fields.length > 0) {
        return reply.status(400).send({ detail: ErrorDetail.validation, in: part, fields });
      }
    }
    return undefined;
  });
}
