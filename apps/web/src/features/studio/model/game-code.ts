import { isGameType, parseGameCode as parseKnownGameCode, type TGameCode } from '@aurum/games';

/**
 * Reads `{type}/{variant}/{theme}` with the game package. A variant this build of the package
 * does not know still draws with its type's look (the studio decides its rounds); `null` only
 * for a type this client cannot draw.
 */
export function parseGameCode(code: string): TGameCode | null {
  const known = parseKnownGameCode(code);
  if (known) return known;
  const [type = '', variant = '', theme = ''] = code.split('/');
  if (!isGameType(type)) return null;
  return { type, variant: variant || 'classic', theme: theme || 'default' };
}
