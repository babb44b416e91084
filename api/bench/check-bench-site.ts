import { createMix, MIX, type MixTargets } from './mixed-requests';

/**
 * One request of every kind before the load, so a broken setup fails at once instead of
 * as a minute of errors; pages must come rendered on the server (a page the browser
 * renders costs the API almost nothing, and would flatter the figures).
 */
export async function checkBenchSite(origin: string, targets: MixTargets): Promise<void> {
  const mix = createMix(targets, { seed: 1, runId: 'check', writeSerial: () => 0 });
  const seen = new Set<string>();
  for (let attempt = 0; attempt < 10_000 && seen.size < MIX.length; attempt += 1) {
    const planned = mix();
    if (seen.has(planned.kind)) continue;
    seen.add(planned.kind);
    const { 'accept-encoding': _compressed, ...headers } = planned.headers ?? {};
    const answer = await fetch(`${origin}${planned.path}`, {
      method: planned.method,
      headers,
      body: planned.body,
    });
    const text = await answer.text();
    if (answer.status !== planned.expect)
      throw new Error(
        `${planned.kind} ${planned.path} answered ${answer.status}: ${text.slice(0, 300)}`,
      );
    if (planned.kind.startsWith('page:') && /<div id="root"><\/div>/.test(text))
      throw new Error(`${planned.kind} ${planned.path} was not rendered on the server`);
  }
}
