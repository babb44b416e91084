import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { AREA_LEFT_TO_BROWSER } from '../remotes/server-modules';
import { BudgetExceededError, type Timers } from './budget';

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
  { budgetMs, timers, nonce }: { budgetMs: number; timers: Timers; nonce?: string },
): Promise<RenderedHtml> {
  // The answer's Content-Security-Policy nonce, on the <style> tags and any script React writes.
  const sheet = new ServerStyleSheet({ nonce });
  const errors: RenderError[] = [];
  const chunks: string[] = [];
  return new Promise<RenderedHtml>((resolve, reject) => {
    let budget: unknown = null;
    const finish = (settle: () => void) => {
      timers.clearTimeout(budget);
      settle();
      sheet.seal();
    };
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    sink.on('finish', () =>
      finish(() => resolve({ html: chunks.join(''), styles: sheet.getStyleTags(), errors })),
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
