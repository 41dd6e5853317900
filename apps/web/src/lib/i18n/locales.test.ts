import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ru from './locales/ru.json';
import studioEn from './locales/studio.en.json';
import studioRu from './locales/studio.ru.json';

/** Every leaf of a translation tree as [dotted key, text]. */
function entriesOf(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? entriesOf(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

describe('locales', () => {
  it('translates every English key into Russian, and nothing more', () => {
    const keys = (tree: object) =>
      entriesOf(tree)
        .map(([key]) => key)
        .sort();
    expect(keys(ru)).toEqual(keys(en));
    expect(keys(studioRu)).toEqual(keys(studioEn));
  });

  it('leaves no Russian text empty', () => {
    const empty = [...entriesOf(ru), ...entriesOf(studioRu)].filter(
      ([, text]) => typeof text !== 'string' || !text.trim(),
    );
    expect(empty).toEqual([]);
  });
});
