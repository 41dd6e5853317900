import { describe, expect, it } from 'vitest';
import { checkXml } from './xml-check';

describe('checkXml', () => {
  it('accepts a well-formed document', () => {
    expect(
      checkXml(
        '<svg xmlns="http://www.w3.org/2000/svg"><defs><g id="a"/></defs><use href="#a"/><text>A &amp; B</text></svg>',
      ),
    ).toEqual([]);
  });

  it.each([
    ['an unclosed tag', '<svg ><g></svg>'],
    ['a stray closing tag', '<svg ></g></svg>'],
    ['a bare ampersand', '<svg ><text>A & B</text></svg>'],
    ['an unquoted attribute', '<svg ><rect width=3/></svg>'],
    ['a raw < in an attribute', '<svg ><rect id="<"/></svg>'],
    ['a duplicate attribute', '<svg ><rect x="1" x="2"/></svg>'],
    ['a dangling reference', '<svg ><rect fill="url(#nope)"/></svg>'],
    ['two roots', '<svg ></svg><svg ></svg>'],
  ])('rejects %s', (_, doc) => {
    expect(checkXml(doc)).not.toEqual([]);
  });
});
