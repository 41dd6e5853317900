import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseURL: string;
  exited: Promise<number | null>;
  output: () => string;
  /** Resolves once /healthz answers 200; rejects if the process exits first. */
  healthy: () => Promise<void>;
}

/**
 * Runs the server as its own process: the built bundle when `entry` is "dist", else the
 * TypeScript source through tsx. Only PATH and the given variables reach it (with the sandbox
 * odds feed off unless they turn it on).
 */
export function startServerProcess(
  env: NodeJS.ProcessEnv,
  entry: 'src' | 'dist' = 'src',
): ServerProcess {
  const args =
    entry === 'dist'
      ? [path.join(serverRoot, 'dist/server.js')]
      : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // The sandbox odds feed fills a week of fixtures and plays matches: only where asked.
      SPORTSBOOK_SANDBOX_FEED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseURL = `http://127.0.0.1:${env.PORT ?? '3000'}`;

  async function healthy(): Promise<void> {
    for (let attempt = 0; attempt < 300; attempt++) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`server exited early:\n${output}`);
      try {
        if ((await fetch(`${baseURL}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server did not become healthy:\n${output}`);
  }

  return { child, baseURL, exited, output: () => output, healthy };
}
