/** Game codes `{type}/{variant}/{theme}`: the type picks the rules, the variant the maths. */
import { GAME_TYPES, type TGameCode, type TGameType } from './types';
import { findVariant } from './variants';

const THEME = /^[a-z0-9-]{1,40}$/;

export function formatGameCode(code: TGameCode): string {
  return `${code.type}/${code.variant}/${code.theme}`;
}

export function isGameType(text: string): text is TGameType {
  return (GAME_TYPES as readonly string[]).includes(text);
}

/** The code, or null unless the type and variant exist and the theme is `[a-z0-9-]{1,40}`. */
export function parseGameCode(text: string): TGameCode | null {
  const parts = text.split('/');
  if (parts.length !== 3) return null;
  const [type = '', variant = '', theme = ''] = parts;
  if (!isGameType(type) || !findVariant(type, variant) || !THEME.test(theme)) return null;
  return { type, variant, theme };
}
