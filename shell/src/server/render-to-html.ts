import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { AREA_LEFT_TO_BROWSER } from '../remotes/server-modules';
import { BudgetExceededError, type Timers } from './budget';

/**
 * The rules styled-components compiled for each class of each component, kept across
 * renders: every render has a sheet of its own (its page's <style> tags), and a fresh sheet
 * used to run every component's CSS through stylis again, about a tenth of a page's React
 * render (decision 0053). The sheet is asked only for names that always stand for the
 * same rules: a component's class name is a hash of the component and its CSS, and a
 * static global style's name is its instance number (a global style made from props never
 * asks: it compiles and inserts its rules on every render). Bounded: CSS made from props
 * may take many values.
 */
const compiledRules = new Map<string, string[]>();
const MAX_COMPILED_RULES = 5_000;

/** One class's rules as a sheet takes them: the component's id, the class name, its CSS. */
export type StyleRule = [id: string, name: string, rules: string[]];

/**
 * Lets `sheet` take rules compiled by an earlier render instead of compiling them again.
 * `inserted` hears of each class the sheet takes, in order.
 */
function rememberCompiledRules(
  sheet: ServerStyleSheet,
  inserted?: (rule: StyleRule) => void,
): void {
  const instance = sheet.instance;
  const has = instance.hasNameForId.bind(instance);
  const insertRules = instance.insertRules.bind(instance);
  const insert = (id: string, name: string, rules: string[]) => {
    insertRules(id, name, rules);
    inserted?.([id, name, rules]);
  };
  // styled-components asks whether the sheet has a class before it compiles the class's CSS.
  instance.hasNameForId = (id, name) => {
    if (has(id, name)) return true;
    const rules = compiledRules.get(`${id} ${name}`);
    if (!rules) return false;
    insert(id, name, rules);
    return true;
  };
  instance.insertRules = (id, name, rules) => {
    insert(id, name, rules);
    const key = `${id} ${name}`;
    if (compiledRules.has(key)) return;
    if (compiledRules.size >= MAX_COMPILED_RULES)
      compiledRules.delete(compiledRules.keys().next().value!);
    compiledRules.set(key, rules);
  };
}

export interface RenderError {
  error: unknown;
  componentStack: string;
}

export interface RenderedHtml {
  /** What goes inside the page's #root. */
  html: string;
  /** The <style> tags of every styled component rendered, shell and remotes alike. */
  styles: string;
  /** Errors React recovered from by leaving a boundary to the browser. */
  errors: RenderError[];
}

/**
 * Renders with React's streaming renderer and waits for every boundary, or for the budget:
 * then React stops and leaves what is still pending to the browser. Rejects only when the
 * shell itself cannot render. Collecting the whole page first keeps styled-components'
 * sheet complete; streaming to the response is the next step.
 */
export function renderToHtml(
  element: ReactElement,
  {
    budgetMs,
    timers,
    nonce,
    inserted,
    around,
  }: {
    budgetMs: number;
    timers: Timers;
    nonce?: string;
    /** Hears of each class the render's sheet takes, in order. */
    inserted?: (rule: StyleRule) => void;
    /**
     * Classes of parts drawn apart (the site frame's, decision 0074): taken before the
     * render and after it, so the sheet is the one the whole page would have made.
     */
    around?: { before: StyleRule[]; after: StyleRule[] };
  },
): Promise<RenderedHtml> {
  // The answer's Content-Security-Policy nonce, on the <style> tags and any script React writes.
  const sheet = new ServerStyleSheet({ nonce });
  rememberCompiledRules(sheet, inserted);
  const take = (rules: StyleRule[]) => {
    for (const [id, name, css] of rules)
      if (!sheet.instance.hasNameForId(id, name)) sheet.instance.insertRules(id, name, css);
  };
  if (around) take(around.before);
  const errors: RenderError[] = [];
  // React's bytes, decoded once at the end: its chunks end on whole characters, so the
  // text is the same as each chunk decoded apart.
  const chunks: Buffer[] = [];
  return new Promise<RenderedHtml>((resolve, reject) => {
    let budget: unknown = null;
    const finish = (settle: () => void) => {
      timers.clearTimeout(budget);
      settle();
      sheet.seal();
    };
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on('finish', () =>
      finish(() => {
        if (around) take(around.after);
        resolve({ html: Buffer.concat(chunks).toString(), styles: sheet.getStyleTags(), errors });
      }),
    );
    const stream = renderToPipeableStream(sheet.collectStyles(element), {
      // The whole page is sent at once, so no boundary should be "outlined": React moves a
      // boundary bigger than this many bytes after the rest and reveals it by script later
      // (throttled), which moved the footer when a list of places appeared.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      nonce,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => finish(() => reject(error)),
      onError: (error, info) => {
        errors.push({ error, componentStack: info?.componentStack ?? '' });
        // The browser sees only this digest, never the error's message.
        return AREA_LEFT_TO_BROWSER;
      },
    });
    budget = timers.setTimeout(
      () => stream.abort(new BudgetExceededError('the page render', budgetMs)),
      budgetMs,
    );
  });
}
