import { parseMenu, type MenuDish, type OcrLine } from './parse-menu';

// Where webpack serves this remote's release from (its `publicPath: 'auto'`).
declare const __webpack_public_path__: string;

/**
 * The OCR files ship in the labs release, in `ocr/` (copied by webpack.config.js), so they
 * come from our own server and match the tesseract.js version of this build
 * (docs/decisions/0019-menu-ocr.md).
 */
function ocrFolder(): string {
  return new URL('ocr/', new URL(__webpack_public_path__, document.baseURI)).href;
}

// The standard WebAssembly SIMD probe (a function using v128): every current browser has it.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15,
  253, 98, 11,
]);

/**
 * Reads the text of an image in the browser and returns the dishes and prices on it. The
 * engine (tesseract.js, its WebAssembly core and English data, about 4 MB compressed) is imported and
 * downloaded on the first scan only; nothing leaves the browser.
 */
export async function readMenu(image: Blob | HTMLCanvasElement): Promise<MenuDish[]> {
  const { createWorker, OEM } = await import(/* webpackChunkName: "ocr" */ 'tesseract.js');
  const folder = ocrFolder();
  const core = WebAssembly.validate(SIMD_PROBE)
    ? 'tesseract-core-simd-lstm.js'
    : 'tesseract-core-lstm.js';
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: `${folder}worker.min.js`,
    // A worker started from its own URL finds the core's .wasm beside the core's script.
    workerBlobURL: false,
    corePath: `${folder}${core}`,
    langPath: folder.replace(/\/$/, ''),
    // eng.traineddata holds gzip bytes, which tesseract.js recognises and inflates itself.
    gzip: false,
    // Each scan starts fresh: nothing is written to the browser's storage.
    cacheMethod: 'none',
  });
  try {
    const { data } = await worker.recognize(image, {}, { blocks: true, text: true });
    const lines: OcrLine[] = (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) =>
        paragraph.lines.map((line) => ({ text: line.text, confidence: line.confidence })),
      ),
    );
    return parseMenu(lines);
  } finally {
    await worker.terminate();
  }
}
