import { imageKindOf } from './image-kind';

const file = (bytes: number[], name = 'menu.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('imageKindOf', () => {
  it.each([
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0x10]],
    ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]],
    ['GIF', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]],
    ['WebP', [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]],
    ['AVIF or HEIC', [0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66]],
  ])('knows a %s by its first bytes, whatever its name', async (kind, bytes) => {
    expect(await imageKindOf(file(bytes, 'scan.bin', 'application/octet-stream'))).toBe(kind);
  });

  it('sees a PDF or random bytes named menu.jpg for what they are: no image', async () => {
    expect(await imageKindOf(file([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]))).toBeNull();
    expect(await imageKindOf(file([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))).toBeNull();
    expect(await imageKindOf(file([]))).toBeNull();
  });
});
