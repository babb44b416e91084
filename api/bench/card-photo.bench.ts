// The bytes a card loads for a visitor photo (decision 0046): the cleaned original that
// every card got before variants, against the variant its `sizes` picks now.
// Usage: tsx bench/card-photo.bench.ts photo.jpg [...]
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makePhotoVariants } from '../src/photos/make-photo-variants';
import { cleanPhoto } from '../src/staff/approve-submission';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function measure(name: string, photo: Buffer) {
  const original = await cleanPhoto(photo, 'image/jpeg');
  const folder = await mkdtemp(path.join(tmpdir(), 'card-photo-'));
  try {
    const file = path.join(folder, 'photo');
    await writeFile(file, original.bytes);
    const made = await makePhotoVariants(file);
    console.log(
      `${name}: cleaned original ${made.width} × ${made.height}, ${kb(original.bytes.length)}`,
    );
    for (const variant of made.variants) {
      const share = ((variant.bytes.length / original.bytes.length) * 100).toFixed(1);
      console.log(
        `  ${variant.width} × ${variant.height} ${variant.format}: ${kb(variant.bytes.length)} (${share} % of the original)`,
      );
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function main() {
  const files = process.argv.slice(2);
  if (files.length === 0) throw new Error('Name one or more photos to measure.');
  for (const file of files) await measure(path.basename(file), await readFile(file));
}

void main();
