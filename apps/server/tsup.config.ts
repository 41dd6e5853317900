import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  sourcemap: true,
  clean: true,
  // The contracts are TypeScript source: bundle them; everything else stays in node_modules.
  noExternal: [/^@aurum\//],
});
