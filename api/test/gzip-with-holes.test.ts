import { gunzipSync } from 'node:zlib';
import { fillHoles, gzipWithHoles } from '../src/web/gzip-with-holes';

// A kept page is compressed once, with holes where each answer's nonce goes.

const HOLE = 'c3RhbmQtaW4tbm9uY2UtMTI=';

const texts: Record<string, string> = {
  'no hole': 'a page with no nonce in it',
  'holes in the middle': `<meta nonce="${HOLE}"><script nonce="${HOLE}">go()</script>`,
  'a hole first and last': `${HOLE}<p>between</p>${HOLE}`,
  'two holes side by side': `a${HOLE}${HOLE}b`,
  'only a hole': HOLE,
  // Pieces either side of the sizes where a piece's window and the thread it is deflated on
  // change (decision 0059), each ended as its place in the stream needs.
  'pieces at the window and in-line limits': [1, 511, 512, 513, 4095, 4096, 4097, 9000]
    .map((size) => {
      const head = `<p>${size}:</p>`;
      return `${head}${'abcé'.repeat(size).slice(0, Math.max(0, size - 2 * head.length))}${head}`;
    })
    .join(HOLE),
  'text beyond one stored block and the window, in UTF-8': `<p>${'pizza ¡sí! 🍕 '.repeat(9000)}</p><style nonce="${HOLE}"></style>${'slice '.repeat(20_000)}`,
};

describe('gzip with holes', () => {
  it.each(Object.entries(texts))('gives back the text as filled: %s', async (_name, text) => {
    const compressed = await gzipWithHoles(text, HOLE);
    for (const filler of ['Zm9vYmFyYmF6cXV4MTIzNA==', 'x', 'a longer filler than the hole was']) {
      expect(gunzipSync(fillHoles(compressed, filler)).toString()).toBe(
        text.split(HOLE).join(filler),
      );
    }
  });

  it('compresses: a long page shrinks about as far as gzip takes it', async () => {
    const text = texts['text beyond one stored block and the window, in UTF-8']!;
    const filled = fillHoles(await gzipWithHoles(text, HOLE), 'Zm9vYmFyYmF6cXV4MTIzNA==');
    expect(filled.length).toBeLessThan(Buffer.byteLength(text) / 20);
  });

  it('deflates a piece two texts share as it would apart, also once many others came between', async () => {
    const styles = `<style>${'.a{color:red}'.repeat(800)}</style>`;
    const page = (place: string) =>
      `<p>${place}</p><meta nonce="${HOLE}">${styles}<i nonce="${HOLE}">${place}`;
    const first = await gzipWithHoles(page('Austin'), HOLE);
    const second = await gzipWithHoles(page('Boston'), HOLE);
    expect(second.pieces[1]!.equals(first.pieces[1]!)).toBe(true);
    // Many texts later, the shared piece long gone from the kept ones.
    for (let place = 0; place < 200; place += 1)
      await gzipWithHoles(`${'x'.repeat(9000)}${place}${HOLE}${place}`, HOLE);
    const later = await gzipWithHoles(page('Chicago'), HOLE);
    expect(later.pieces[1]!.equals(first.pieces[1]!)).toBe(true);
    for (const [place, compressed] of [
      ['Austin', first],
      ['Boston', second],
      ['Chicago', later],
    ] as const)
      expect(gunzipSync(fillHoles(compressed, 'n0nce')).toString()).toBe(
        page(place).split(HOLE).join('n0nce'),
      );
    // The last piece of one text, the same text inside another, each ended its own way.
    const ends = await gzipWithHoles(`a${HOLE}${styles}`, HOLE);
    const inside = await gzipWithHoles(`a${HOLE}${styles}${HOLE}b`, HOLE);
    expect(gunzipSync(fillHoles(ends, 'n')).toString()).toBe(`an${styles}`);
    expect(gunzipSync(fillHoles(inside, 'n')).toString()).toBe(`an${styles}nb`);
  });

  it('refuses a filler too long for one stored block', async () => {
    const compressed = await gzipWithHoles(`a${HOLE}b`, HOLE);
    expect(() => fillHoles(compressed, 'x'.repeat(65_536))).toThrow(RangeError);
  });
});
