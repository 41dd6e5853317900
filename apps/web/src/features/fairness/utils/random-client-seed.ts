/** A fresh client seed: 16 random bytes as 32 hex characters (the browser's CSPRNG). */
export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
