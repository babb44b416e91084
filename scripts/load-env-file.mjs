// The repository's .env, when there is one, for the scripts that start the site: the same
// file, read the same way, as the API and its commands (api/src/load-env-file.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { root } from './pnpm.mjs';

export function loadEnvFile(file = path.join(root, '.env'), target = process.env) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return false;
    throw error;
  }
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (target[key] === undefined) target[key] = value;
  }
  return true;
}
