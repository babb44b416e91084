import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';

/**
 * A file part whose bytes are made as they are sent: `head` first, then zeros, then `tail`
 * (if any), `size` bytes in all.
 */
export interface GeneratedFile {
  filename: string;
  contentType: string;
  head: Buffer;
  tail?: Buffer;
  size: number;
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { error?: { code: string; message: string } } & Record<string, unknown>;
}

const SLICE = 64 * 1024;

function* multipartSlices(boundary: string, files: GeneratedFile[]): Generator<Buffer> {
  for (const file of files) {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    );
    const tail = file.tail ?? Buffer.alloc(0);
    yield file.head.subarray(0, file.size - tail.length);
    const zeros = Buffer.alloc(SLICE);
    const zerosEnd = file.size - tail.length;
    for (let sent = file.head.length; sent < zerosEnd; sent += SLICE) {
      yield zeros.subarray(0, Math.min(SLICE, zerosEnd - sent));
    }
    yield tail;
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

/** The exact length of the body multipartSlices makes, for its Content-Length. */
function multipartLength(boundary: string, files: GeneratedFile[]): number {
  let length = 0;
  for (const file of files) {
    length += Buffer.byteLength(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    );
    length += file.size + 2;
  }
  return length + Buffer.byteLength(`--${boundary}--\r\n`);
}

/**
 * POSTs a multipart body over real HTTP, made slice by slice as the socket takes it, so
 * the sender holds no more than a slice however large the files. An answer that comes
 * before the body is all sent (a refusal) is read, and the rest of the body dropped.
 */
export function postMultipart(
  url: string,
  files: GeneratedFile[],
  headers: Record<string, string> = {},
  options: { declaredLength?: number; chunked?: boolean } = {},
): Promise<HttpAnswer> {
  const boundary = `----pizza-atlas-${randomBytes(4).toString('hex')}`;
  const body = Readable.from(multipartSlices(boundary, files));
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(options.chunked
          ? { 'transfer-encoding': 'chunked' }
          : {
              'content-length': String(options.declaredLength ?? multipartLength(boundary, files)),
            }),
      },
    });
    req.on('response', (res) => {
      answered = true;
      body.destroy();
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        // The rest of a refused body is never sent: this request is over.
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) });
      });
    });
    // A server that answers early closes the connection (decision 0027), lingering so that
    // a client still sending reads the answer first; one that outlasts the linger sees the
    // connection reset before it reads anything. Status 0 says so.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
        resolve({
          status: 0,
          headers: {},
          body: { error: { code: error.code, message: error.message } },
        });
      } else reject(error);
    });
    body.on('error', () => undefined);
    body.pipe(req);
  });
}
