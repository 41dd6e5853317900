import { AppError } from '../../lib/app-error';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const SIGNATURES: { mime: string; test: (bytes: Buffer) => boolean }[] = [
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { mime: 'image/gif', test: (b) => b.subarray(0, 6).toString('latin1').startsWith('GIF8') },
];

/**
 * An uploaded image from a data URL: the type is decided by the bytes, never by the name or
 * the declared type, and the size is limited.
 */
export function readImage(dataUrl: string): { mime: string; content: Buffer } {
  const comma = dataUrl.indexOf(',');
  const content = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  if (content.length === 0) throw new AppError('error_invalid_image', 400);
  if (content.length > MAX_UPLOAD_BYTES)
    throw new AppError('error_image_too_large', 413, { maxBytes: MAX_UPLOAD_BYTES });
  const kind = SIGNATURES.find((signature) => signature.test(content));
  if (!kind) throw new AppError('error_invalid_image', 400);
  return { mime: kind.mime, content };
}
