// `npm start`: build the web app and the server when their sources are newer than the build,
// then run the server (web app and API on one port).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

const outputs = [at('apps/web/dist/index.html'), at('apps/server/dist/server.js')];
const inputs = [
  at('apps/web/src'),
  at('apps/web/public'),
  at('apps/web/index.html'),
  at('apps/web/vite.config.ts'),
  at('apps/server/src'),
  at('apps/server/migrations'),
  at('apps/server/tsup.config.ts'),
  at('packages/contracts/src'),
  at('package-lock.json'),
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function needsBuild() {
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return Math.max(...inputs.map(newestMtime)) > built;
}

if (needsBuild()) {
  console.log('Building the web app and the server...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(path.join(root, 'apps/server/dist/server.js'));
