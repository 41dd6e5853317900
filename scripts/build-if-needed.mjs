// Builds the web app and the server (`npm run build`) only when a source is newer than the
// build: `npm start` and `npm test` run this first, so a second run reuses the first one's build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

const outputs = [
  at('apps/web/dist/index.html'),
  at('apps/web/dist/studio.html'),
  at('apps/web/dist-telegram/index.html'),
  at('apps/server/dist/server.js'),
];
/** Everything the two builds read besides node_modules. */
const inputs = [
  at('apps/web/src'),
  at('apps/web/public'),
  at('apps/web/index.html'),
  at('apps/web/studio.html'),
  at('apps/web/vite.config.ts'),
  at('apps/web/package.json'),
  at('apps/server/src'),
  at('apps/server/migrations'),
  at('apps/server/tsup.config.ts'),
  at('apps/server/package.json'),
  at('packages/contracts/src'),
  at('packages/games/src'),
  at('packages/sportsbook/src'),
  at('package-lock.json'),
];

/** The newest change under `entry`; a directory's own time moves when a file is added or removed. */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export function needsBuild() {
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return Math.max(...inputs.map(newestMtime)) > built;
}

/** Builds when needed; exits the process with the build's status if it fails. */
export function buildIfNeeded() {
  if (!needsBuild()) {
    console.log('The build is newer than every source: not building again.');
    return;
  }
  console.log('Building the web app and the server...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildIfNeeded();
}
