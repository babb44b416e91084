/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_INVENTORY, type StorageKind } from './storage-inventory';

// The cookie policy lists what the site stores; this reads every app's and package's own
// source (not tests) for what it really stores, so the list cannot drift from the code.
const REPO = path.resolve(__dirname, '..', '..', '..');
const SOURCE = /\.(?:tsx?|m?js|html)$/;

function sourceRoots(): string[] {
  const top = readdirSync(REPO, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^(?:shell|api|mfe-.+)$/.test(entry.name))
    .map((entry) => path.join(REPO, entry.name, 'src'));
  const packages = readdirSync(path.join(REPO, 'packages')).map((name) =>
    path.join(REPO, 'packages', name, 'src'),
  );
  return [...top, ...packages];
}

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test'].includes(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

const STORAGE_CALL =
  /\b(localStorage|sessionStorage)\s*\??\.\s*(?:getItem|setItem|removeItem)\(\s*([^,)]+?)\s*[,)]/g;
const COOKIE_CALL = /\.(?:setCookie|cookie)\(\s*([^,)]+?)\s*,/g;
/**
 * Ways of storing that this reading cannot name a key for: list them by hand and teach it.
 * A Set-Cookie header written by hand counts; one read (to refuse an answer that sets a
 * cookie) does not.
 */
const UNREADABLE =
  /document\.cookie|cookieStore|indexedDB|caches\.open|\bpersist\(|(?:header|setHeader|appendHeader|writeHead)\([^)]*set-cookie|(?:local|session)Storage\s*\??\.\s*(?:key|clear)\b|(?:local|session)Storage\s*\[/gi;

interface Found {
  name: string;
  kind: StorageKind;
}

/** The keys a file stores under, and what it stores in ways the test cannot read. */
function readStorage(code: string, where: string) {
  const found: Found[] = [];
  const problems: string[] = [];
  const keyOf = (argument: string): string | undefined => {
    const literal = /^(['"`])([^'"`]*)\1$/.exec(argument);
    if (literal) return literal[2];
    if (!/^[A-Za-z_$][\w$]*$/.test(argument)) return undefined;
    const constant = new RegExp(
      `\\b(?:const|let)\\s+${argument}\\s*(?::[^=]+)?=\\s*(['"\`])([^'"\`]*)\\1`,
    ).exec(code);
    return constant?.[2];
  };
  for (const [, storage, argument] of code.matchAll(STORAGE_CALL)) {
    const name = keyOf(argument!);
    const kind = storage === 'localStorage' ? 'local storage' : 'session storage';
    if (name === undefined) problems.push(`${where}: ${storage} key ${argument} is not a string`);
    else found.push({ name, kind });
  }
  for (const [, argument] of code.matchAll(COOKIE_CALL)) {
    const name = keyOf(argument!);
    if (name === undefined) problems.push(`${where}: cookie name ${argument} is not a string`);
    else found.push({ name, kind: 'cookie' });
  }
  for (const [match] of code.matchAll(UNREADABLE)) problems.push(`${where}: ${match}`);
  return { found, problems };
}

const byName = (a: Found, b: Found) => a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind);
const unique = (items: Found[]) =>
  [...new Map(items.map((item) => [`${item.kind}|${item.name}`, item])).values()].sort(byName);

describe('the storage inventory', () => {
  it('lists exactly the cookies and storage keys the code uses', () => {
    const files = sourceRoots().flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const found: Found[] = [];
    const problems: string[] = [];
    for (const file of files) {
      const result = readStorage(readFileSync(file, 'utf8'), path.relative(REPO, file));
      found.push(...result.found);
      problems.push(...result.problems);
    }
    expect(problems).toEqual([]);
    expect(unique(found)).toEqual(
      unique(STORAGE_INVENTORY.map(({ name, kind }) => ({ name, kind }))),
    );
  });

  it('reads keys from literals and same-file constants, and flags what it cannot read', () => {
    const code = `
      const KEY = 'pizza-atlas:thing';
      localStorage.setItem('one', '1');
      globalThis.sessionStorage?.getItem(KEY);
      reply.setCookie('session', token, { httpOnly: true });
      localStorage.removeItem(keys[0]);
      document.cookie = 'x=1';
      reply.header('Set-Cookie', 'hand=made');
      if (reply.raw.getHeaders()['set-cookie'] !== undefined) return;
    `;
    const { found, problems } = readStorage(code, 'file.ts');
    expect(found).toEqual([
      { name: 'one', kind: 'local storage' },
      { name: 'pizza-atlas:thing', kind: 'session storage' },
      { name: 'session', kind: 'cookie' },
    ]);
    expect(problems).toEqual([
      'file.ts: localStorage key keys[0] is not a string',
      'file.ts: document.cookie',
      "file.ts: header('Set-Cookie",
    ]);
  });
});
