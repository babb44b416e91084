import { TEST_DEFINITIONS } from '../fixtures/release-definitions';
import { federationManifest, rawArchive } from '../fixtures/release-archive';

/**
 * A photo upload whose parts carry a naughty string. The file is not an image unless
 * `bytes` says otherwise, so the submission's six photo places are not used up.
 */
export async function multipartWith(options: {
  filename?: string;
  field?: string;
  contentType?: string;
  text?: string;
  bytes?: Buffer;
}): Promise<{ payload: Buffer; contentType: string }> {
  const boundary = '----naughty-boundary-7MA4YWxkTrZu0gW';
  const quote = (value: string) => value.replace(/[\r\n"]/g, (c) => encodeURIComponent(c));
  const chunks: Buffer[] = [];
  if (options.text !== undefined) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${options.text}\r\n`,
      ),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${quote(options.field ?? 'photos')}"; filename="${quote(options.filename ?? 'pie.png')}"\r\nContent-Type: ${quote(options.contentType ?? 'image/png').replace(/[\r\n]/g, '')}\r\n\r\n`,
    ),
    options.bytes ?? Buffer.from('not an image at all'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * A guides release archive, complete and valid unless one of its parts is given a naughty
 * value: the version or source hash in release.json, a file's name, a page's title or path.
 */
export async function releaseWith(options: {
  version?: string;
  sourceHash?: string;
  fileName?: string;
  title?: string;
  pagePath?: string;
}): Promise<{ payload: Buffer; contentType: string }> {
  const definitions = structuredClone(TEST_DEFINITIONS.guides);
  if (options.title !== undefined) definitions.pages[0]!.head.title = options.title;
  if (options.pagePath !== undefined) definitions.pages[0]!.path = options.pagePath;
  const modules = definitions.pages.map((page) => page.module);
  const chunk = '112.abcdef0123.js';
  const files: Record<string, string> = {
    'release.json': JSON.stringify({
      remote: 'guides',
      version: options.version ?? '2.0.0',
      sourceHash: options.sourceHash ?? null,
    }),
    'routes.json': JSON.stringify(definitions),
    'mf-manifest.json': JSON.stringify(federationManifest('guides', { modules, chunk })),
    'remoteEntry.js': 'var guides;',
    [chunk]: '/* chunk */',
    ...Object.fromEntries(
      modules.map((module) => [`__federation_expose_${module}.0123456789.js`, `/* ${module} */`]),
    ),
  };
  if (options.fileName !== undefined) files[options.fileName] = 'naughty';
  const entries = Object.entries(files).map(([name, content]) => ({
    header: { name, mode: 0o644 },
    content,
  }));
  return {
    payload: await rawArchive(entries),
    contentType: 'application/gzip',
  };
}
