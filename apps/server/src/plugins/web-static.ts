import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorDetail } from '@aurum/contracts/http';
import type { FastifyRequest } from 'fastify';
import type { App } from '../lib/http';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths that are never the app: the API, health, realtime and the generated media. */
const SERVER_PREFIXES = ['/api/', '/media/', '/socket.io/'];
const SERVER_PATHS = new Set(['/api', '/healthz']);

/**
 * Where real files live: each folder of the build (`/assets/`, `/images/`) and each file at its
 * root (`/studio.html`). A missing file there is a 404; every other path may be a client route.
 */
function filePlaces(distDir: string): { prefixes: string[]; files: Set<string> } {
  const prefixes = [...SERVER_PREFIXES];
  const files = new Set(SERVER_PATHS);
  for (const entry of readdirSync(distDir, { withFileTypes: true })) {
    if (entry.isDirectory()) prefixes.push(`/${entry.name}/`);
    else files.add(`/${entry.name}`);
  }
  return { prefixes, files };
}

function wantsApp(request: FastifyRequest, places: ReturnType<typeof filePlaces>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (places.files.has(pathname)) return false;
  if (places.prefixes.some((prefix) => pathname.startsWith(prefix))) return false;
  // A dot is no sign of a file: `/policies/example.com` is a client route.
  const { accept } = request.headers;
  return accept === undefined || accept.includes('text/html');
}

/**
 * Serves the built web app (brotli or gzip files precompressed by the build, when the client
 * takes them) and its index.html for every client route, deep links included. Unknown API
 * paths, missing files, and everything when there is no build answer 404 `{detail: "not_found"}`.
 * Source maps stay private in production.
 */
export async function installWebApp(
  app: App,
  distDir: string,
  options: { production: boolean },
): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const places = hasBuild ? filePlaces(distDir) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathname) => !(options.production && pathname.endsWith('.map')),
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn({ distDir }, 'no web build found: serving the API only (run `npm run build`)');
  }
  app.setNotFoundHandler((request, reply) => {
    if (places && wantsApp(request, places)) {
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply.status(404).send({ detail: ErrorDetail.notFound });
  });
}
