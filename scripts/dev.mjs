// `npm run dev`: the API in watch mode on :3000 and Vite with hot reload on :5173 (proxied to it).
// `--telegram` (`npm run dev:telegram`): Vite serves the Telegram-bot build instead.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const telegram = process.argv.includes('--telegram');
const children = [
  spawn('npm', ['run', 'dev', '-w', '@aurum/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', telegram ? 'dev:telegram' : 'dev', '-w', '@aurum/web'], {
    cwd: root,
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
