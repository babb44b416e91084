#!/usr/bin/env node
// Part of `npm run lint`: reads every import of the workspace's sources (each package's
// src/) and fails on
// - a module cycle: files that import each other, directly or round a loop (imports of
//   types only and import() calls are left out: neither runs the other file first);
// - a folder in no list of scripts/layers.mjs, where it would escape the layers;
// - an import up a list of scripts/layers.mjs (also how two folders would come to import
//   each other). eslint reports these line by line too (import-x/no-restricted-paths).
//
//   node scripts/check-layers.mjs            problems only; exit 1 when there are any
//   node scripts/check-layers.mjs --report   the figures of every folder graph as well
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** Each workspace package's src/ folder. */
function sourceRoots() {
  const packages = ['api', 'shell'];
  for (const entry of readdirSync(repo)) if (entry.startsWith('mfe-')) packages.push(entry);
  for (const entry of readdirSync(path.join(repo, 'packages'))) packages.push(`packages/${entry}`);
  return packages.map((dir) => path.join(repo, dir, 'src')).filter((dir) => existsSync(dir));
}

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

function scriptKind(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return /\.[mc]?ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
}

/** True when every name a declaration brings in or passes on is a type. */
function isTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return (
      !clause.name &&
      named !== undefined &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((element) => element.isTypeOnly)
    );
  }
  const clause = node.exportClause;
  return (
    node.isTypeOnly ||
    (clause !== undefined &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((element) => element.isTypeOnly))
  );
}

/** What a file imports: each specifier, whether only types come of it, whether it is import(). */
function importsOf(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    scriptKind(file),
  );
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnly(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, dynamic: true });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Tarjan's strongly connected components of more than one node: the cycles of a graph. */
function cycles(nodes, next) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(node) {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const other of next(node)) {
      if (!index.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node), low.get(other)));
      } else if (onStack.has(other)) low.set(node, Math.min(low.get(node), index.get(other)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  }
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

/** Every source file of the workspace with the files of the workspace it imports. */
function readImports() {
  const cache = ts.createModuleResolutionCache(repo, (name) => name, COMPILER_OPTIONS);
  const graph = new Map();
  for (const root of sourceRoots()) {
    for (const file of sourceFiles(root)) {
      const imports = [];
      for (const { specifier, typeOnly = false, dynamic = false } of importsOf(file)) {
        const resolved = ts.resolveModuleName(
          specifier,
          file,
          COMPILER_OPTIONS,
          ts.sys,
          cache,
        ).resolvedModule;
        if (!resolved || resolved.isExternalLibraryImport) continue;
        imports.push({ file: path.resolve(resolved.resolvedFileName), typeOnly, dynamic });
      }
      graph.set(file, imports);
    }
  }
  return graph;
}

/** The folder graph of one list's root, and what in it breaks the list. */
function checkLayer(layer, graph) {
  const root = path.join(repo, layer.root);
  const rank = new Map(layer.order.map((name, at) => [name, at]));
  const unitOf = (file) => {
    const parts = path.relative(root, file).split(path.sep);
    if (parts[0].startsWith('..')) return undefined;
    return parts.length > 1 || layer.files ? parts[0] : undefined;
  };
  const units = new Set();
  /** "from\0to" → the imports behind that edge, as "file → file". */
  const edges = new Map();
  for (const [file, imports] of graph) {
    const from = unitOf(file);
    if (!from) continue;
    units.add(from);
    for (const { file: target } of imports) {
      const to = unitOf(target);
      if (!to || to === from) continue;
      const key = `${from}\0${to}`;
      if (!edges.has(key)) edges.set(key, []);
      edges.get(key).push(`${path.relative(root, file)} → ${path.relative(root, target)}`);
    }
  }
  const next = new Map([...units].map((unit) => [unit, []]));
  for (const key of edges.keys()) {
    const [from, to] = key.split('\0');
    next.get(from).push(to);
  }
  const unlisted = [...units].filter((unit) => !rank.has(unit)).sort();
  const upward = [];
  let infraImportsOfDomains = 0;
  const infrastructure = new Set(layer.infrastructure);
  for (const [key, imports] of edges) {
    const [from, to] = key.split('\0');
    if (rank.has(from) && rank.has(to) && rank.get(to) > rank.get(from)) {
      upward.push(...imports);
      if (infrastructure.has(from) && !infrastructure.has(to))
        infraImportsOfDomains += imports.length;
    }
  }
  const mutual = [...edges.keys()]
    .map((key) => key.split('\0'))
    .filter(([from, to]) => from < to && edges.has(`${to}\0${from}`))
    .map(([from, to]) => `${from} ↔ ${to}`);
  return {
    units: units.size,
    folderEdges: edges.size,
    imports: [...edges.values()].reduce((sum, list) => sum + list.length, 0),
    cycles: cycles([...units].sort(), (unit) => next.get(unit)),
    mutual,
    unlisted,
    upward,
    infraImportsOfDomains,
  };
}

const graph = readImports();
const relative = (file) => path.relative(repo, file);
let problems = 0;

// Module cycles: only imports that run the imported file first count.
const moduleCycles = cycles([...graph.keys()], (file) =>
  (graph.get(file) ?? [])
    .filter((entry) => !entry.typeOnly && !entry.dynamic && graph.has(entry.file))
    .map((entry) => entry.file),
);
if (report) {
  console.log(`${graph.size} source files; ${moduleCycles.length} module cycles`);
}
for (const cycle of moduleCycles) {
  console.error(`Module cycle: ${cycle.map(relative).join(', ')} import each other.`);
  problems += 1;
}

for (const layer of LAYERS) {
  const result = checkLayer(layer, graph);
  const { root } = layer;
  if (report) {
    console.log(
      `${root}: ${result.units} folders, ${result.folderEdges} folder edges ` +
        `(${result.imports} imports between folders); ${result.cycles.length} folder cycles, ` +
        `${result.mutual.length} pairs importing each other, ${result.upward.length} imports up ` +
        `the order` +
        (layer.infrastructure.length
          ? `, ${result.infraImportsOfDomains} from infrastructure into a domain`
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
  console.error(`\n${problems} problem${problems === 1 ? '' : 's'} with the layers.`);
  process.exit(1);
}
