import fastifyCompress from '@fastify/compress';
import type { App } from '../lib/http';

/**
 * Compresses answers of 1 KB and more (API JSON, generated media) with brotli or gzip, as the
 * client accepts. The web app's files arrive precompressed from the build and pass untouched;
 * request bodies are never inflated (a signed body is verified as sent).
 */
export async function installCompression(app: App): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}
