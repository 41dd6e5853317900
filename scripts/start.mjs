// `npm start`: build the web app and the server when their sources are newer than the build,
// then run the server (web app and API on one port).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

buildIfNeeded();

await import(path.join(root, 'apps/server/dist/server.js'));
