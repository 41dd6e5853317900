import { Buffer } from 'buffer';

// @ton/core reads the Node `Buffer` global; a browser has none. Imported before @ton/core.
(globalThis as { Buffer?: typeof Buffer }).Buffer ??= Buffer;
