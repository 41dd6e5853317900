/**
 * A small well-formedness check for the SVG the art modules emit (Node has no DOMParser): tags
 * balance, attributes are quoted and unique, text and attribute values are properly escaped, the
 * document has a single <svg> root, ids are unique and every local reference resolves.
 * Returns the problems found; an empty list means the document passed.
 */

const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)="([^"<]*)"/g;
const BAD_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

export function checkXml(doc: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const ids = new Set<string>();
  const refs = new Set<string>();
  let roots = 0;
  let pos = 0;
  while (pos < doc.length) {
    const lt = doc.indexOf('<', pos);
    const text = doc.slice(pos, lt === -1 ? doc.length : lt);
    if (BAD_AMPERSAND.test(text)) problems.push(`unescaped & in text near ${pos}`);
    if (stack.length === 0 && text.trim() !== '')
      problems.push(`text outside the root near ${pos}`);
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const match = TAG.exec(doc);
    if (match === null) {
      problems.push(`malformed tag at ${lt}: ${doc.slice(lt, lt + 40)}`);
      break;
    }
    const [whole, closing = '', name = '', attributes = '', selfClosing = ''] = match;
    if (closing !== '') {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}> at ${lt}`);
    } else {
      if (stack.length === 0) roots += 1;
      const seen = new Set<string>();
      for (const [, key = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
        if (seen.has(key)) problems.push(`duplicate attribute ${key} on <${name}> at ${lt}`);
        seen.add(key);
        if (BAD_AMPERSAND.test(value)) problems.push(`unescaped & in ${key} at ${lt}`);
        if (key === 'id') {
          if (ids.has(value)) problems.push(`duplicate id ${value}`);
          ids.add(value);
        }
        if (key === 'href' && value.startsWith('#')) refs.add(value.slice(1));
        for (const [, ref = ''] of value.matchAll(/url\(#([^)]+)\)/g)) refs.add(ref);
      }
      if (selfClosing === '') stack.push(name);
    }
    pos = lt + whole.length;
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  if (!doc.startsWith('<svg ')) problems.push('document does not start with <svg');
  for (const ref of refs) if (!ids.has(ref)) problems.push(`reference to missing #${ref}`);
  return problems;
}
