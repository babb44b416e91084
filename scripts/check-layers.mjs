#!/usr/bin/env node
// Part of `npm run lint`: builds the graph of imports between the folders named in
// scripts/layers.mjs (the API's folders, each app's feature folders) and fails when a
// folder is in no list, or an import points up a list (which is also how two folders would
// come to import each other). eslint reports the same imports line by line
// (import-x/no-restricted-paths); this is the whole picture, and it catches a new folder.
//
//   node scripts/check-layers.mjs            problems only; exit 1 when there are any
//   node scripts/check-layers.mjs --report   the figures of every graph, problems or not
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { LAYERS } from './layers.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const report = process.argv.includes('--report');
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const COMPILER_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  resolveJsonModule: true,
};

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') files.push(...sourceFiles(full));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Tarjan's strongly connected components: each one of more than one unit is a cycle. */
function cycles(units, edges) {
  const next = new Map(units.map((unit) => [unit, []]));
  for (const key of edges.keys()) {
    const [from, to] = key.split('\0');
    next.get(from).push(to);
  }
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(unit) {
    index.set(unit, counter);
    low.set(unit, counter++);
    stack.push(unit);
    onStack.add(unit);
    for (const other of next.get(unit)) {
      if (!index.has(other)) {
        visit(other);
        low.set(unit, Math.min(low.get(unit), low.get(other)));
      } else if (onStack.has(other)) low.set(unit, Math.min(low.get(unit), index.get(other)));
    }
    if (low.get(unit) === index.get(unit)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) found.push(component.sort());
    }
  }
  for (const unit of units) if (!index.has(unit)) visit(unit);
  return found;
}

/** The folder graph of one list's root, and what in it breaks the list. */
function checkLayer(layer) {
  const root = path.join(repo, layer.root);
  const rank = new Map(layer.order.map((name, at) => [name, at]));
  const unitOf = (file) => {
    const parts = path.relative(root, file).split(path.sep);
    if (parts[0].startsWith('..')) return undefined;
    return parts.length > 1 || layer.files ? parts[0] : undefined;
  };
  const files = sourceFiles(root);
  const units = [...new Set(files.map(unitOf).filter(Boolean))].sort();
  const cache = ts.createModuleResolutionCache(repo, (name) => name, COMPILER_OPTIONS);
  /** "from\0to" → the imports behind that edge, as "file → file". */
  const edges = new Map();
  for (const file of files) {
    const from = unitOf(file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(
        fileName,
        file,
        COMPILER_OPTIONS,
        ts.sys,
        cache,
      ).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const to = unitOf(path.resolve(resolved.resolvedFileName));
      if (!to || to === from) continue;
      const key = `${from}\0${to}`;
      if (!edges.has(key)) edges.set(key, []);
      edges
        .get(key)
        .push(`${path.relative(root, file)} → ${path.relative(root, resolved.resolvedFileName)}`);
    }
  }
  const unlisted = units.filter((unit) => !rank.has(unit));
  const upward = [];
  const intoDomain = [];
  const infrastructure = new Set(layer.infrastructure);
  for (const [key, imports] of edges) {
    const [from, to] = key.split('\0');
    if (rank.has(from) && rank.has(to) && rank.get(to) > rank.get(from)) {
      upward.push(...imports);
      if (infrastructure.has(from) && !infrastructure.has(to)) intoDomain.push(...imports);
    }
  }
  const mutual = [...edges.keys()]
    .map((key) => key.split('\0'))
    .filter(([from, to]) => from < to && edges.has(`${to}\0${from}`))
    .map(([from, to]) => `${from} ↔ ${to}`);
  return {
    layer,
    files: files.length,
    units,
    folderEdges: edges.size,
    imports: [...edges.values()].reduce((sum, list) => sum + list.length, 0),
    cycles: cycles(units, edges),
    mutual,
    unlisted,
    upward,
    intoDomain,
  };
}

let problems = 0;
for (const layer of LAYERS) {
  const result = checkLayer(layer);
  const { root } = layer;
  if (report) {
    console.log(
      `${root}: ${result.units.length} folders, ${result.folderEdges} folder edges ` +
        `(${result.imports} imports between folders); ${result.cycles.length} folder cycles, ` +
        `${result.mutual.length} pairs importing each other, ${result.upward.length} imports up ` +
        `the order` +
        (layer.infrastructure.length
          ? `, ${result.intoDomain.length} from infrastructure into a domain`
          : ''),
    );
    for (const cycle of result.cycles)
      console.log(`  cycle of ${cycle.length}: ${cycle.join(', ')}`);
    for (const pair of result.mutual) console.log(`  each other: ${pair}`);
  }
  for (const unit of result.unlisted) {
    console.error(
      `${root}/${unit} is in no list of scripts/layers.mjs: add it at the height of what it imports.`,
    );
  }
  for (const line of result.upward) {
    console.error(`${root}: ${line} imports up the order of scripts/layers.mjs.`);
  }
  problems += result.unlisted.length + result.upward.length;
}
if (problems > 0) {
  console.error(`\n${problems} import${problems === 1 ? '' : 's'} or folders against the layers.`);
  process.exit(1);
}
