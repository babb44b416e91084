/** The image formats browsers open and the scanner reads, told by their first bytes. */
const SIGNATURES: { kind: string; at: number; bytes: number[] }[] = [
  { kind: 'JPEG', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { kind: 'PNG', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'GIF', at: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  { kind: 'WebP', at: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
  { kind: 'BMP', at: 0, bytes: [0x42, 0x4d] },
  // AVIF and HEIC: an ISO media file whose first box is 'ftyp'.
  { kind: 'AVIF or HEIC', at: 4, bytes: [0x66, 0x74, 0x79, 0x70] },
];

function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}

/**
 * The kind of image a file is, from its bytes rather than its name or the type it claims
 * (a PDF renamed menu.jpg is no image), or null for a file that is no image the scanner
 * reads.
 */
export async function imageKindOf(file: Blob): Promise<string | null> {
  const head = await readHead(file);
  const found = SIGNATURES.find(({ at, bytes }) =>
    bytes.every((byte, index) => head[at + index] === byte),
  );
  return found?.kind ?? null;
}
