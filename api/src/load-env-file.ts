import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * Reads KEY=value lines from `file` (the repository's .env) into `target`, with Node's own
 * parser. Variables already set win over the file, and the file is optional. Returns
 * whether a file was read.
 */
export function loadEnvFile(file: string, target: NodeJS.ProcessEnv = process.env): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (target[key] === undefined) target[key] = value;
  }
  return true;
}
