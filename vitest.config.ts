import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('./apps/web', import.meta.url));

/** The web test files (relative to apps/web) that replace modules with `vi.mock`. */
function webFilesMockingModules(): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        /\bvi\.(do)?mock\(/.test(readFileSync(full, 'utf8'))
      )
        found.push(path.relative(webRoot, full).split(path.sep).join('/'));
    }
  };
  visit(path.join(webRoot, 'src'));
  return found;
}
const webMocking = webFilesMockingModules();

const unitWorkers = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Vitest's default (one less than the cores) is a single worker on a 2-core machine; the
    // server tests spend much of their time waiting on PostgreSQL or a server process, so two
    // files at a time there finish well before one at a time.
    maxWorkers: unitWorkers,
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'games',
          include: ['packages/games/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'sportsbook',
          include: ['packages/sportsbook/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds once per run; each test file copies the result.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web app's own Vite config (React plugin, `@` alias), run in jsdom.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...webMocking],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
          // A worker keeps one jsdom window and its loaded modules for all its files, instead
          // of building both again for each file (most of this suite's time); the set-up file
          // gives every file a clean window (storage, address, timers, globals, language).
          isolate: false,
        },
      },
      {
        // Files that replace modules (vi.mock) need modules loaded afresh: one window each.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-isolated',
          root: './apps/web',
          include: webMocking,
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Journeys sign up players of their own, so files run side by side against one
          // server (and alongside the other projects' files, filling the time they wait) like
          // visitors do. More journeys at once than cores starved Chromium into timeouts.
        },
      },
    ],
  },
});
