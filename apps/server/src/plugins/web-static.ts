import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorDetail } from '@aurum/contracts/http';
import type { FastifyRequest } from 'fastify';
import type { App } from '../lib/http';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname === '/healthz') return false;
  // A missing file (an extension in the last segment) is a 404, not the app.
  if (path.extname(pathname) !== '') return false;
  return (
    (request.headers.accept ?? '*/*').includes('text/html') || request.headers.accept === undefined
  );
}

/**
 * Serves the built web app and falls back to its index.html for client-side routes. Unknown
 * API paths, and everything when there is no build, answer 404 `{detail: "not_found"}`.
 */
export async function installWebApp(app: App, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn({ distDir }, 'no web build found: serving the API only (run `npm run build`)');
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && wantsSpa(request)) {
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply.status(404).send({ detail: ErrorDetail.notFound });
  });
}
