import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { PlatformManifest } from '@pizza-atlas/contracts';
import type { PageHead } from '@pizza-atlas/platform/core';
import type { FastifyInstance } from 'fastify';
import { notePiece, PIECE_HEADER, PIECE_TOKEN } from '../answers/collect-scopes';
import type { ReleaseFileCache } from './release-file-cache';

// What the shell's server bundle (shell/dist/server/render.js) exports; the API keeps no
// React of its own (decision 0009), so it only describes the shape it calls.
interface ReleaseRef {
  remote: string;
  version: string;
}

export interface RenderedArea extends ReleaseRef {
  module: string;
  /** `when-near`: the browser loads it as the visitor nears it, so the page does not preload it. A shell from before this field preloads every area. */
  loads?: 'with-page' | 'when-near';
  rendered: 'server' | 'browser';
  reason?: string;
  error?: unknown;
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: 200 | 404 | 410;
      html: string;
      styles: string;
      head: PageHead;
      queries: unknown;
      areas: RenderedArea[];
      dataErrors?: { module: string; error: unknown }[];
    }
  | { kind: 'failed'; error: unknown };

export interface ServerRenderer {
  render(request: {
    url: string;
    manifest: PlatformManifest;
    origin: string;
    /** The answer's Content-Security-Policy nonce, for the styles and scripts rendered. */
    nonce?: string;
  }): Promise<RenderResult>;
}

interface RenderBundle {
  createServerRenderer(options: {
    files: { read(release: ReleaseRef, file: string): Promise<string | null> };
    apiFetch: typeof fetch;
    loadBudgetMs?: number;
    dataBudgetMs?: number;
    renderBudgetMs?: number;
  }): ServerRenderer;
}

export interface RenderBudgets {
  loadBudgetMs?: number;
  dataBudgetMs?: number;
  renderBudgetMs?: number;
}

/**
 * Drops the Module Federation runtime's process-wide state (share scope, loaded
 * containers, entries being loaded) before a new shell bundle runs. The runtime defines
 * these globals as non-configurable, so they cannot be deleted, but writable: a fresh
 * object is a fresh state, whose fields the next runtime fills in. The globals are read
 * on the context bundles run in (`runInThisContext`), the same as this module's outside
 * a test sandbox.
 */
function resetFederationGlobals(): void {
  const scope = vm.runInThisContext('globalThis') as Record<string, unknown>;
  const fresh: Record<string, unknown> = {};
  if (Object.hasOwn(scope, '__FEDERATION__')) scope.__FEDERATION__ = fresh;
  if (Object.hasOwn(scope, '__VMOK__')) scope.__VMOK__ = fresh;
  if (Object.hasOwn(scope, '__GLOBAL_LOADING_REMOTE_ENTRY__'))
    scope.__GLOBAL_LOADING_REMOTE_ENTRY__ = {};
}

/** The file of a release's server build inside its stored files. */
const SERVER_FOLDER = 'server';

/** A release's server build, read through this server's release file cache (0010). */
function cachedReleaseFiles(cache: ReleaseFileCache) {
  return {
    async read({ remote, version }: ReleaseRef, file: string): Promise<string | null> {
      const filePath = `${SERVER_FOLDER}/${file}`;
      const facts = await cache.find(remote, version, filePath);
      if (!facts) return null;
      const local = await cache.localCopy(remote, version, filePath, facts);
      return local ? readFile(local, 'utf8') : null;
    },
  };
}

/**
 * An in-process answer as a loader's fetch sees it: what `apiFetch` reads (ok, status,
 * statusText, text, json) straight from the injected answer, without the web streams and
 * the copy a `Response` makes of its body; headers, arrayBuffer and the rest for any other
 * caller. Its body is read once, as a Response's is.
 */
class InjectedResponse {
  readonly ok: boolean;
  readonly status: number;
  /** Empty, as a Response made with only a status has it (an API error's message reads it). */
  readonly statusText = '';
  /** Empty, as a Response made in place of a fetch has it. */
  readonly url = '';
  readonly redirected = false;
  readonly type = 'basic';
  private read = false;
  private headersMade: Headers | undefined;

  constructor(private readonly answer: Awaited<ReturnType<FastifyInstance['inject']>>) {
    this.status = answer.statusCode;
    this.ok = answer.statusCode >= 200 && answer.statusCode < 300;
  }

  get headers(): Headers {
    if (!this.headersMade) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(this.answer.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value])
          headers.append(name, String(item));
      }
      this.headersMade = headers;
    }
    return this.headersMade;
  }

  get bodyUsed(): boolean {
    return this.read;
  }

  private body(): Buffer {
    if (this.read) throw new TypeError('Body is unusable: Body has already been read');
    this.read = true;
    const empty = this.status === 204 || this.status === 304;
    return empty ? Buffer.alloc(0) : this.answer.rawPayload;
  }

  async text(): Promise<string> {
    return this.body().toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.body().toString('utf8')) as unknown;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.body();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
  }
}

/**
 * A fetch for the page's data loaders that hands `/api/...` requests to this server
 * in-process (`inject`): no socket, the same routes, validation, caches and limits.
 */
function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = new URL(url, 'http://localhost');
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: {
        ...(init?.headers as Record<string, string> | undefined),
        [PIECE_HEADER]: PIECE_TOKEN,
      },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    // The page cache learns what this piece of the page's data depends on.
    notePiece(response.headers);
    return new InjectedResponse(response) as unknown as Response;
  }) as typeof fetch;
}

/**
 * Runs a CommonJS bundle afresh: `require` caches a file for the life of the process, and
 * a new shell build must replace the old one without a restart.
 */
function evaluateBundle(file: string): RenderBundle {
  const module = { exports: {} as unknown };
  const run = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`,
    { filename: file },
  ).runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports as RenderBundle;
}

/**
 * The shell's server bundle, loaded from the active shell release (this server's local
 * copy, active-shell.ts) and loaded again when another release becomes active. Null when
 * there is none (a shell built before server rendering, or a broken bundle): pages are
 * then rendered by the browser as before.
 */
export class ShellRenderer {
  private loaded: { file: string; renderer: ServerRenderer | null } | null = null;

  constructor(
    private readonly options: {
      app: FastifyInstance;
      releases: ReleaseFileCache;
      budgets?: RenderBudgets;
    },
  ) {}

  /**
   * The renderer of the bundle at `file`: a cached copy is named by its content hash, so
   * another file is another bundle.
   */
  current(file: string | null): ServerRenderer | null {
    if (!file) return null;
    if (this.loaded?.file === file) return this.loaded.renderer;
    this.loaded = { file, renderer: this.load(file) };
    return this.loaded.renderer;
  }

  private load(file: string): ServerRenderer | null {
    // The federation runtime keeps its share scope and loaded containers in globals for
    // the process. A replaced bundle's React must not stay in them: remote pages would
    // render with it inside the new bundle's renderer (an invalid hook call).
    try {
      resetFederationGlobals();
      const bundle = evaluateBundle(file);
      return bundle.createServerRenderer({
        files: cachedReleaseFiles(this.options.releases),
        apiFetch: injectFetch(this.options.app),
        ...this.options.budgets,
      });
    } catch (error) {
      this.options.app.log.error({ err: error }, 'the shell’s server bundle could not be loaded');
      return null;
    }
  }
}
