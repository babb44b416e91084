import { findUnstorableText, hasUnstorableText } from './storable-text';

describe('text PostgreSQL cannot store', () => {
  it.each(['\u0000', 'pizza\u0000', '\ud800', 'a\udc00b', 'pie\ud83c', '\udfff\ud800'])(
    'finds NUL or a lone surrogate in %j',
    (text) => {
      expect(hasUnstorableText(text)).toBe(true);
    },
  );

  it.each(['', 'pizza', '🍕 and 😀', 'Crème brûlée', '\ufffd', '\ufffe\uffff', 'tab\tline\n'])(
    'lets %j through (paired surrogates are one character)',
    (text) => {
      expect(hasUnstorableText(text)).toBe(false);
    },
  );

  it('names where in a parsed input the text is, keys included', () => {
    expect(findUnstorableText({ name: 'ok', features: ['a', 'b\u0000'] })).toBe('features.1');
    expect(findUnstorableText({ nested: { ['k\ud800']: 'v' } })).toBe('nested.k\ud800');
    expect(findUnstorableText('\u0000')).toBe('');
    expect(findUnstorableText({ name: 'Pizza', rating: 4, open: null })).toBeNull();
    expect(findUnstorableText(Buffer.from([0, 0xed, 0xa0, 0x80]))).toBeNull();
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 50_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)).toBe(`${'0.'.repeat(50_000)}`.slice(0, -1));
  });
});
